// Wire shapes of the manage service (console-shell.md §7).
import { Type } from 'typebox';

export const Version = Type.Object({ version: Type.String() });

export const UserIds = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000, description: 'User ids' });

export const UserSummaries = Type.Array(Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
}));

/** The OpenAPI document, passed through as generated. */
export const OpenApiDocument = Type.Object({ openapi: Type.String() }, { additionalProperties: true });
