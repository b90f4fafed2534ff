// App parameters (developer-portal.md §3, §7 "App parameters"): named values such as idleTime. The
// platform keeps defaults; an account's own value of a name overrides the default for its members.
import { Type, type Static } from 'typebox';
import { PARAMETER_DESCRIPTION_MAX, PARAMETER_NAME_MAX, PARAMETER_VALUE_MAX } from './parametersRules';
import { Id, Nullable, pagedResponse, pageQuery, sortParamQuery } from '@platform-console/plugin-api/contract';

export const ParameterQuery = Type.Object({ parameterName: Type.String({ minLength: 1, maxLength: PARAMETER_NAME_MAX }) });

/** Values are stored as text; numeric ones are answered as numbers (idleTime → 600). */
export const ParameterValue = Type.Object({ parameterName: Type.String(), data: Type.Union([Type.Number(), Type.String()]) });
export type ParameterValue = Static<typeof ParameterValue>;

export const PARAMETER_SORT_FIELDS = ['parameterName', 'parameterValue', 'updatedAt', 'id'] as const;

export const ParameterSource = Type.Enum(['account', 'platform'], {
  description: "account: this account's own value; platform: the platform's default, in force until the account sets its own",
});

export const ParameterView = Type.Object({
  id: Type.Integer(),
  parameterName: Type.String(),
  parameterValue: Type.String(),
  description: Nullable(Type.String()),
  source: ParameterSource,
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ParameterView = Static<typeof ParameterView>;

export const ParameterListQuery = Type.Object({ ...pageQuery, ...sortParamQuery(PARAMETER_SORT_FIELDS) });
export const ParameterPage = pagedResponse(ParameterView);

/** The schema bounds only; the rules with their messages are parametersRules.ts. */
export const ParameterBody = Type.Object({
  parameterName: Type.String({ maxLength: PARAMETER_NAME_MAX + 50 }),
  parameterValue: Type.String({ maxLength: PARAMETER_VALUE_MAX + 50 }),
  description: Type.Optional(Nullable(Type.String({ maxLength: PARAMETER_DESCRIPTION_MAX }))),
});
export type ParameterBody = Static<typeof ParameterBody>;

export const ParameterSaved = Type.Object({ message: Type.String(), data: ParameterView });
export const ParameterDeleted = Type.Object({ message: Type.String() });
export const ParameterIdParams = Type.Object({ id: Id() });
