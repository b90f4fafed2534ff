// The rules of a parameter, for the console's form and the server alike (developer-portal.md §5:
// 'Parameter Name' and 'Parameter Value' are required). Parameters the platform itself reads
// accept only values it can use.

export const PARAMETER_NAME_MAX = 100;
export const PARAMETER_VALUE_MAX = 2_000;
export const PARAMETER_DESCRIPTION_MAX = 500;
/** A name the console and apps can look up as it is: a letter, then letters, digits, dot, dash, underscore. */
export const PARAMETER_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;

export const PARAMETER_MESSAGES = {
  nameRequired: 'Parameter Name is required',
  nameFormat: 'Start with a letter; use letters, numbers, dot, dash and underscore only',
  nameTooLong: `Parameter Name must be at most ${PARAMETER_NAME_MAX} characters`,
  valueRequired: 'Parameter Value is required',
  valueTooLong: `Parameter Value must be at most ${PARAMETER_VALUE_MAX} characters`,
  idleTime: 'idleTime is a whole number of seconds from 60 to 86400',
} as const;
export type ParameterMessage = keyof typeof PARAMETER_MESSAGES;

/** The parameters the platform reads, and whether a value suits it. */
export const KNOWN_PARAMETERS: Record<string, (value: string) => ParameterMessage | undefined> = {
  idleTime: (value) => (/^\d{1,5}$/.test(value) && Number(value) >= 60 && Number(value) <= 86_400 ? undefined : 'idleTime'),
};

export interface ParameterProblem {
  field: 'parameterName' | 'parameterValue';
  message: ParameterMessage;
}

/** The first problem of a parameter as typed (trimmed), or none. */
export function parameterProblem(parameterName: string, parameterValue: string): ParameterProblem | undefined {
  const name = parameterName.trim();
  const value = parameterValue.trim();
  if (!name) return { field: 'parameterName', message: 'nameRequired' };
  if (name.length > PARAMETER_NAME_MAX) return { field: 'parameterName', message: 'nameTooLong' };
  if (!PARAMETER_NAME_PATTERN.test(name)) return { field: 'parameterName', message: 'nameFormat' };
  if (!value) return { field: 'parameterValue', message: 'valueRequired' };
  if (value.length > PARAMETER_VALUE_MAX) return { field: 'parameterValue', message: 'valueTooLong' };
  const known = KNOWN_PARAMETERS[name];
  const message = known?.(value);
  return message ? { field: 'parameterValue', message } : undefined;
}
