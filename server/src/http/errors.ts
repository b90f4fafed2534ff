// The wire error shape `{ status, error, message, data? }` (DESIGN §3) and helpers to raise it.
import { Type, type Static } from 'typebox';

export const ErrorBody = Type.Object({
  status: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  data: Type.Optional(Type.Unknown()),
}, { $id: 'ErrorBody' });
export type ErrorBody = Static<typeof ErrorBody>;

const reasons: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found',
  409: 'Conflict', 410: 'Gone', 422: 'Unprocessable Content', 429: 'Too Many Requests', 500: 'Internal Server Error',
};

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly error: string = reasons[status] ?? 'Error',
    readonly data?: unknown,
  ) {
    super(message);
  }
  toBody(): ErrorBody {
    return { status: this.status, error: this.error, message: this.message, ...(this.data === undefined ? {} : { data: this.data }) };
  }
}

export const badRequest = (message: string, data?: unknown) => new HttpError(400, message, 'Bad Request', data);
export const unauthorized = (message = 'Unauthorized', error = 'Unauthorized') => new HttpError(401, message, error);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
/** Well-formed, but what it names cannot be used as it is (e.g. a saved database that does not answer). */
export const unprocessable = (message: string) => new HttpError(422, message);
