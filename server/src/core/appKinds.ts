// Schemas shared by the developer portal, marketplace, My Apps and settings routes: the kinds of app,
// nullable fields, free-form JSON objects.
import { Type, type TSchema } from 'typebox';
import { APP_KINDS } from '../../../contract/appKinds';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const AppKind = Type.Enum([...APP_KINDS], { description: 'app, service or connector' });

/** A JSON object of any shape (settings forms, their values). */
export const JsonObject = Type.Record(Type.String(), Type.Unknown());
