// How a member is named in the roles dialogs: their name, else their email.
import type { AccountUserView } from '../../../contract/users';

export const memberName = (m: AccountUserView): string => `${m.firstName} ${m.lastName}`.trim() || m.email;
