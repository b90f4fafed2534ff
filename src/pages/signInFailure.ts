// A sign-in failure as the person reads it: the spec's refusal ('Invalid credentials provided.',
// the same for every cause) in their language; any other as the server said it.
import { INVALID_CREDENTIALS } from '../authProvider/signIn';

export const inLanguage = (message: string, translate: (key: string) => string): string =>
  (message === INVALID_CREDENTIALS ? translate('shell.errors.invalidCredentials') : message);
