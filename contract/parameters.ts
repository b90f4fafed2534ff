// Platform parameters (developer-portal.md §7 "App parameters"): read one by name, e.g. idleTime.
import { Type, type Static } from 'typebox';

export const ParameterQuery = Type.Object({ parameterName: Type.String({ minLength: 1, maxLength: 100 }) });

/** Values are stored as text; numeric ones are answered as numbers (idleTime → 600). */
export const ParameterValue = Type.Object({ parameterName: Type.String(), data: Type.Union([Type.Number(), Type.String()]) });
export type ParameterValue = Static<typeof ParameterValue>;
