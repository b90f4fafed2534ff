// Shared wire types for request schemas. Every id and counter the API takes is bounded to
// PostgreSQL's integer range here, so an oversized number is a 400 at validation and never reaches
// SQL (tests/server/api-input-bounds.test.ts refuses any request integer without both bounds).
import { Type, type TNumberOptions, type TSchema } from 'typebox';
import { APP_KINDS } from './appKinds';

/** The largest PostgreSQL `integer` (int4), the type of every id column. */
export const INT4_MAX = 2_147_483_647;

/** A record id: a whole number from 1 to INT4_MAX. */
export const Id = (options: TNumberOptions = {}) => Type.Integer({ minimum: 1, maximum: INT4_MAX, ...options });

/** A count, offset or page number: a whole number from 0 to INT4_MAX (or a smaller maximum). */
export const Count = (options: TNumberOptions = {}) => Type.Integer({ minimum: 0, maximum: INT4_MAX, ...options });

export const isId = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= INT4_MAX;

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const AppKind = Type.Enum([...APP_KINDS], { description: 'app, service or connector' });

/** A JSON object of any shape (settings forms, their values). */
export const JsonObject = Type.Record(Type.String(), Type.Unknown());
