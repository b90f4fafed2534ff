// The tutorial's API: a simple-REST endpoint (as ra-data-simple-rest expects) over 100,000 users in
// memory. GET /api/users?sort=["id","ASC"]&range=[0,9]&filter={} answers the page with a
// Content-Range header; a connect middleware, mounted in `vite preview` by ./vite.config.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const USERS = 100_000;
const cities = ['Paris', 'Lyon', 'Berlin', 'Madrid', 'Tokyo', 'Osaka', 'Lisbon', 'Rome'];
type User = { id: number; name: string; username: string; email: string; phone: string; website: string; company: string };
const users: User[] = Array.from({ length: USERS }, (_, id) => ({
  id, name: `User ${String(id).padStart(6, '0')}`, username: `user${id}`, email: `user${id}@example.com`,
  phone: '+33 1 23 45 67 89', website: `user${id}.example.com`, company: `${cities[id % cities.length]} Trading`,
}));

function parse<T>(value: string | null, fallback: T): T {
  try {
    return value ? (JSON.parse(value) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function simpleRestApi(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'GET' || url.pathname !== '/api/users') return next();
  const [field, order] = parse<[keyof User, string]>(url.searchParams.get('sort'), ['id', 'ASC']);
  const [start, end] = parse<[number, number]>(url.searchParams.get('range'), [0, 9]);
  const q = String(parse<{ q?: string }>(url.searchParams.get('filter'), {}).q ?? '').toLowerCase();
  let rows = q ? users.filter((u) => u.name.toLowerCase().includes(q)) : users;
  if (field !== 'id' || order !== 'ASC') {
    const sign = order === 'DESC' ? -1 : 1;
    rows = [...rows].sort((a, b) => (a[field] < b[field] ? -sign : a[field] > b[field] ? sign : 0));
  }
  const page = rows.slice(start, end + 1);
  res.setHeader('content-type', 'application/json');
  res.setHeader('content-range', `users ${start}-${start + page.length - 1}/${rows.length}`);
  res.end(JSON.stringify(page));
}
