// Request guards: `authenticated`, which every domain runs first by default
// (security/authenticatedByDefault.ts), and the account guards routes add as preHandlers. The tenant
// headers (accountId, accountUserId, appInstanceId) are never trusted: they are checked against the
// token's user's memberships.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { badRequest, forbidden, unauthorized } from '../http/errors';
import { INT4_MAX, isId } from '../../../contract/wireTypes';
import type { AccessClaims } from './tokens';
import { hasFlag, type Flags } from './permissions';
import { liveCaller } from './sessionCaller';

export interface Tenant {
  accountId: number;
  accountUserId: number;
  userType: string;
  /** The account's AdminApp instance, whose roles give the console's flags. */
  adminAppInstanceId: number;
  flags: Flags;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: AccessClaims;
    tenant?: Tenant;
  }
}

/**
 * What a guard demands of the caller. The route check (security/routeAccess.ts) reads it from a
 * route's preHandlers to refuse routes without a guard and to state each route's access in the
 * OpenAPI document, which the authorization matrix test walks.
 */
export interface GuardAccess {
  /** Flags of which the caller needs one in the account the route acts on; [] = any active member. */
  accountFlags?: string[];
}
const guardAccess = new WeakMap<object, GuardAccess>();
export const accessOfGuard = (handler: unknown): GuardAccess | undefined =>
  (typeof handler === 'function' ? guardAccess.get(handler) : undefined);

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/** Sets request.caller from a valid access token of its own user's session that has not been signed out. */
export const authenticated: preHandlerAsyncHookHandler = async function (request) {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Full authentication is required to access this resource');
  request.caller = await liveCaller(this.platform, token);
};
guardAccess.set(authenticated, {});

/** A tenant header's id; absent or empty is undefined, anything but an id is a 400. */
function headerInt(request: FastifyRequest, name: string): number | undefined {
  const raw = request.headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return undefined;
  const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!isId(id)) throw badRequest(`The ${name} header must be a whole number from 1 to ${INT4_MAX}`);
  return id;
}

/**
 * Resolves the signed-in caller's membership of the account named by the accountId header; when the
 * route needs flags, the caller must hold one of them (or allpermissions). Another account: 403.
 */
export function inAccount(...anyOfFlags: string[]): preHandlerAsyncHookHandler {
  return resolveTenantOf(accountFromHeader, ...anyOfFlags);
}

type AccountSource = (request: FastifyRequest) => number | undefined;
const accountFromHeader: AccountSource = (request) => headerInt(request, 'accountId');
/** For routes whose path names the account they act on (e.g. PUT /users/account/{id}). */
export const accountFromPathId: AccountSource = (request) => (request.params as { id?: number }).id;

/**
 * Resolves the caller's membership of the account the route acts on: by default the one named by
 * the accountId header; routes whose path names an account use that one instead, since the
 * headers carry the account selected in the console, which need not be the one being changed.
 */
export function resolveTenantOf(accountFrom: AccountSource, ...anyOfFlags: string[]): preHandlerAsyncHookHandler {
  const guard: preHandlerAsyncHookHandler = async function (request) {
    const caller = request.caller;
    if (!caller) throw unauthorized();
    const accountId = accountFrom(request);
    if (accountId === undefined) throw forbidden('The accountId header is required');
    const membership = await this.platform.memberships.membership(accountId, caller.userId);
    if (!membership || membership.status !== 'ACTIVE') throw forbidden('You are not a member of this account');
    const claimedAccountUser = headerInt(request, 'accountUserId');
    if (accountFrom === accountFromHeader && claimedAccountUser !== undefined && claimedAccountUser !== membership.accountUserId) {
      throw forbidden('The accountUserId header does not match your membership of this account');
    }
    const { flags } = membership;
    if (anyOfFlags.length > 0 && !hasFlag(flags, ...anyOfFlags)) throw forbidden();
    request.tenant = {
      accountId, accountUserId: membership.accountUserId, userType: membership.userType,
      adminAppInstanceId: membership.adminAppInstanceId, flags,
    };
  };
  guardAccess.set(guard, { accountFlags: anyOfFlags });
  return guard;
}

/**
 * For reads any signed-in user may make whose answer depends on the account when one is named (e.g.
 * a parameter an account may override): with an accountId header, the caller must be an active
 * member of it, as with inAccount(); without one, request.tenant stays unset.
 */
export function inAccountIfNamed(): preHandlerAsyncHookHandler {
  const member = resolveTenantOf(accountFromHeader);
  const guard: preHandlerAsyncHookHandler = async function (request, reply) {
    if (headerInt(request, 'accountId') !== undefined) await member.call(this, request, reply);
  };
  guardAccess.set(guard, {});
  return guard;
}

export function requireCaller(request: FastifyRequest): AccessClaims {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** An accountId the call names again (in the query or body, where the spec sends it) must be the verified one. */
export function sameAccount(tenant: Tenant, accountId: number | undefined): void {
  if (accountId !== undefined && accountId !== tenant.accountId) throw forbidden('accountId must be the account you are working in');
}

export function requireTenant(request: FastifyRequest): Tenant {
  if (!request.tenant) throw forbidden();
  return request.tenant;
}
