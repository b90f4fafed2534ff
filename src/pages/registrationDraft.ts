// What the first registration step collected, kept in memory for the second: a password never goes
// into the history state (which the browser may keep on disk). A reload starts again at step one.
import type { Registration } from './accountApi';

export type RegistrationDraft = Omit<Registration, 'businessName' | 'contactPhone'>;

let draft: RegistrationDraft | undefined;

export const registrationDraft = {
  get: (): RegistrationDraft | undefined => draft,
  set: (value: RegistrationDraft): void => {
    draft = value;
  },
  clear: (): void => {
    draft = undefined;
  },
};
