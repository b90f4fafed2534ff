// A backend of the plugin author's own, in the "simple REST" dialect that ra-data-simple-rest speaks
// (https://github.com/marmelab/react-admin/tree/master/packages/ra-data-simple-rest): GET /tickets
// with sort=["field","ASC"], range=[start,end] and filter={"q":...} (or {"id":[...]}) answering the
// rows and a Content-Range header; GET, PUT and DELETE /tickets/{id}; POST /tickets. In memory, for
// the guide and its test; a real one would sit on its own database and check its own callers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Ticket {
  id: number;
  title: string;
  status: 'open' | 'closed';
}

const TITLE_MAX = 120;

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > 10_000) throw new Error('too large');
  }
  return JSON.parse(text || '{}');
}

/** The fields a client may send, checked: anything else is a 400. */
function ticketFields(body: unknown): Omit<Ticket, 'id'> | undefined {
  const { title, status = 'open' } = (body ?? {}) as Partial<Ticket>;
  if (typeof title !== 'string' || !title.trim() || title.length > TITLE_MAX) return undefined;
  if (status !== 'open' && status !== 'closed') return undefined;
  return { title: title.trim(), status };
}

const parsed = <T>(text: string | null, fallback: T): T => {
  try {
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
};

export async function startTicketsServer(tickets: Ticket[] = []): Promise<{ url: string; tickets: Ticket[]; server: Server }> {
  let nextId = Math.max(0, ...tickets.map((t) => t.id)) + 1;
  const server = createServer(async (request, response) => {
    // The console runs on another origin: it may call, and read the Content-Range header.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'content-type, authorization');
    response.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE');
    response.setHeader('access-control-expose-headers', 'Content-Range');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [, collection, idText] = url.pathname.split('/');
    if (collection !== 'tickets') return json(response, 404, { message: 'Not found' });
    const id = idText === undefined ? undefined : Number(idText);
    const index = id === undefined ? -1 : tickets.findIndex((t) => t.id === id);
    try {
      if (request.method === 'GET' && id === undefined) {
        const [field, order] = parsed<[keyof Ticket, string]>(url.searchParams.get('sort'), ['id', 'ASC']);
        const [start, end] = parsed<[number, number]>(url.searchParams.get('range'), [0, 9]);
        const filter = parsed<{ q?: string; id?: number[]; status?: string }>(url.searchParams.get('filter'), {});
        const rows = tickets
          .filter((t) => !filter.q || t.title.toLowerCase().includes(String(filter.q).toLowerCase()))
          .filter((t) => !filter.id || filter.id.includes(t.id))
          .filter((t) => !filter.status || t.status === filter.status)
          .sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0) * (order === 'DESC' ? -1 : 1));
        const page = rows.slice(start, end + 1);
        return json(response, 200, page, { 'content-range': `tickets ${start}-${start + page.length - 1}/${rows.length}` });
      }
      if (request.method === 'POST' && id === undefined) {
        const fields = ticketFields(await readBody(request));
        if (!fields) return json(response, 400, { message: 'A ticket needs a title (at most 120 characters) and a status open or closed' });
        const ticket = { id: nextId++, ...fields };
        tickets.push(ticket);
        return json(response, 201, ticket);
      }
      if (index < 0) return json(response, 404, { message: 'Ticket not found' });
      if (request.method === 'GET') return json(response, 200, tickets[index]);
      if (request.method === 'PUT') {
        const fields = ticketFields(await readBody(request));
        if (!fields) return json(response, 400, { message: 'A ticket needs a title (at most 120 characters) and a status open or closed' });
        tickets[index] = { id: tickets[index].id, ...fields };
        return json(response, 200, tickets[index]);
      }
      if (request.method === 'DELETE') return json(response, 200, tickets.splice(index, 1)[0]);
      return json(response, 405, { message: 'Method not allowed' });
    } catch {
      return json(response, 400, { message: 'The body is not JSON' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, tickets, server };
}
