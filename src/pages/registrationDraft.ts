// What the first registration step collected, kept in memory for the second: a password never goes
// into the history state (which the browser may keep on disk). A reload starts again at step one.
import type { Register } from '../../contract/registration';

export type RegistrationDraft = Omit<Register, 'businessName' | 'contactPhone'>;

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
