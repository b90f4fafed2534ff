// The users domain's public API: invitations. Other domains import it from
// here, never from index.ts, which only mounts the domain's routes (docs/server-domains.md).
// Used by registration and single sign-on, which accept an invitation on sign-up.
export { acceptInvitation, usableInvitation } from './invitations';
// Its invitations table, read by the dashboard (open invitations).
export { userInvitations } from './tables';
