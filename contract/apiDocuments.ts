// The OpenAPI document, passed through as generated.
import { Type } from 'typebox';

export const OpenApiDocument = Type.Object({ openapi: Type.String() }, { additionalProperties: true });
