export const JOURNEY_PASSWORD = 'Journey@123';
export const journeyUsers = {
  notifyOwner: 'journey-notify-owner@demo.local',
  notifyRequester: 'journey-notify-requester@demo.local',
  // The marketplace journey: an account that publishes an app, and an owner and a developer of another.
  marketMaker: 'journey-market-maker@demo.local',
  marketBuyer: 'journey-market-buyer@demo.local',
  marketBuyerDeveloper: 'journey-market-dev@demo.local',
  ssoInviter: 'journey-sso-inviter@demo.local',
  inviter: 'journey-inviter@demo.local',
  invitee: 'journey-invitee@demo.local',
  lateInvitee: 'journey-late-invitee@demo.local',
  // The roles journey: a developer account's owner, a subscribing account's owner and its member.
  rolesMaker: 'journey-roles-maker@demo.local',
  rolesBuyer: 'journey-roles-buyer@demo.local',
  rolesMember: 'journey-roles-member@demo.local',
  // The connectors journey: the owner of an account that subscribes to a connector and an app.
  connectorOwner: 'journey-connector-owner@demo.local',
  // The accessibility journeys' reader (tests/e2e/accessibility*.spec.ts).
  guideReader: 'journey-guide-reader@demo.local',
  // The route table: the owner of an account that develops an app and subscribes to it.
  routesOwner: 'journey-routes-owner@demo.local',
  // The data migration journey: an owner whose account has an embedded database with a table.
  dataOwner: 'journey-data-owner@demo.local',
  // The data migration run: an owner whose account has two embedded databases saved, one with a table.
  migrationOwner: 'journey-migration-owner@demo.local',
  // The data export journey: an owner whose account subscribes to an app and has an embedded database saved.
  exportOwner: 'journey-export-owner@demo.local',
} as const;
/** The route table's developer and plain user: members of routesOwner's account and of no other. */
export const routeTableMembers = {
  developer: 'journey-routes-dev@demo.local',
  user: 'journey-routes-user@demo.local',
} as const;
/** Journey users who are a DEVELOPER (not the owner) of an account of their own. */
export const journeyDevelopers = {
  // The connectors journey: the developer of the connector.
  connectors: 'journey-connector-dev@demo.local',
} as const;

/** A pending invitation into the ssoInviter's account, accepted by signing up with single sign-on. */
export const SSO_INVITATION_KEY = 'journey-sso-invitation-key-0123456789abcdef';
/** The invited address: the key is accepted only by a user who signs in with it. */
export const SSO_INVITEE = 'sso-invitee@example.com';

/** An invitation from `inviter` to `lateInvitee` that expired before the journeys start. */
export const EXPIRED_INVITATION_KEY = 'journey-expired-invitation-key';
