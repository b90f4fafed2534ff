// A plugin's server tests run on the host's harness: a real server on a fresh database with the
// plugin mounted and migrated, and people signed in with the flags a test gives them.
export { startReplicaOf, startTestServer, type TestServer } from '../../../tests/server/harness';
export {
  bearerOnly, expiredHeaders, signedInMember, signedInOwner, type SignedIn, type SignedInOwner,
} from '../../../tests/server/fixtures';
export { grantFlags } from '../../../tests/server/fixtures-auth';
