// Types of index.js (written by hand): the client over the generated paths of schema.d.ts.
import type { Client, ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema';

export type { components, operations, paths };

/** Every error answer of the platform: `{ status, error, message, data? }`. */
export type ErrorBody = components['schemas']['ErrorBody'];

/** The platform's client: `GET`, `POST`, `PUT`, `DELETE`... by path, typed by the document. */
export type PlatformClient = Client<paths>;

/** The server the document names: `npm start`'s own address. */
export declare const DEFAULT_BASE_URL: string;

export declare function createPlatformClient(options?: ClientOptions): PlatformClient;
