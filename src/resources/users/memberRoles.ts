// A member's roles in the account's app instances, as the roles dialog edits them: one multiple
// choice per instance (keyed `i{appInstanceId}`, values "kind:id"). Only the instances whose choice
// changed are sent: an untouched instance keeps following the user type's default roles.
import { grantOf, instanceField, roleValue, type AppRoleGrant } from './invitationPayload';
import type { RoleChoice } from '../../../contract/users';

export type HeldRole = Pick<RoleChoice, 'id' | 'roleName' | 'kind'>;
export type MemberRolesValues = Record<string, string[] | undefined>;

export function memberRolesValues(held: { appInstanceId: number; roles: HeldRole[] }[]): MemberRolesValues {
  return Object.fromEntries(held.map((h) => [instanceField(h.appInstanceId), h.roles.map(roleValue)]));
}

const sameChoice = (a: string[] = [], b: string[] = []) => a.length === b.length && a.every((v) => b.includes(v));

/** The grants for the instances whose choice changed; an emptied choice goes back to the defaults. */
export function changedGrants(appInstanceIds: number[], initial: MemberRolesValues, values: MemberRolesValues): AppRoleGrant[] {
  return appInstanceIds
    .filter((id) => !sameChoice(initial[instanceField(id)], values[instanceField(id)]))
    .map((id) => grantOf(id, values[instanceField(id)] ?? []));
}
