// The testers' kit (docs/testing.md): fixtures, the people who play each role, and the page objects
// of the shapes every plugin's screens share. A journey imports everything from here.
export { test, expect, Seeder, type SeededMember, type SignIn } from './fixtures';
export type { Page } from '../fixtures';
export { person, type Person, type Role } from './people';
export { ListPage, Form, dialogs, shell } from './pages';
export { PlatformApi, SEED_PASSWORD, SEEDED_OWNER_NAME, seededMemberName, type AccountDetails, type AppFields, type SeededAccount, type SeededApp, type SignedInPerson, type UiText, type UserType } from './platform';
export { COLOUR_RULES, seriousViolations } from './axe';
