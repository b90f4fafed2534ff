// The roles an account user holds in an app instance: the assigned ones (custom instance roles or
// default roles), else the app's default roles for the user's type, as permissions.ts reads flags.
// Read from the one computation of effectivePermissions.ts.
import type { Db } from '../../db/connection';
import type { HeldRole } from '../../../../contract/roles';
import { grantsOfMember } from './effectivePermissions';

export async function rolesHeld(
  db: Db, member: { accountUserId: number; userType: string }, instance: { id: number; appId: number },
): Promise<HeldRole[]> {
  return (await grantsOfMember(db, instance.id, member)).roles;
}
