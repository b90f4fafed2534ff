// One log line per request, written when it is answered, with what the arrival line held (method,
// URL, client): Fastify's default writes two, and at info level in production the second line cost
// as much as a guarded list's own work. Fastify's other lines (errors, not found) stay as they are.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLinePerRequest extends LogController {
  incomingRequest(): void {}

  requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
