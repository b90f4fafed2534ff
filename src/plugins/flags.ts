// The one flag test: none required, allpermissions, or one of the listed flags.
import type { Flags } from '../session/session';
import { ALL_PERMISSIONS } from '../../contract/sessionFlags';

export const hasAnyFlag = (flags: Flags, anyOf: readonly string[] | undefined): boolean =>
  !anyOf || anyOf.length === 0 || flags[ALL_PERMISSIONS] === true || anyOf.some((f) => flags[f] === true);
