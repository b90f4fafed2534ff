// Testing Library's findBy/waitFor give up after 1 s by default; rendering react-admin and MUI in
// jsdom on a busy 2-core machine (the whole suite, or CI) has taken longer than that for a screen
// that then showed correctly. Both unit projects wait up to 5 s for what a user would see.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
