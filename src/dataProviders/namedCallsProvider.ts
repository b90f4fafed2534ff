// The provider of a resource that holds no records, only named calls (DESIGN §7: the footer's API
// version, a marketplace subscription, a password change...). Its record methods say so at once
// rather than ask the server for a path nobody serves.
import type { DataProvider } from 'react-admin';
import { RECORD_METHODS } from './recordsProvider';

export function namedCallsProvider<Calls extends object>(resource: string, calls: Calls): DataProvider & Calls {
  const noRecords = () => Promise.reject(new Error(`The resource "${resource}" has named calls only, no records`));
  return { ...Object.fromEntries(RECORD_METHODS.map((method) => [method, noRecords])), ...calls } as DataProvider & Calls;
}
