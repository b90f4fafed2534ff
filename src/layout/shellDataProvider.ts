// The shell's named call (DESIGN §7): the platform API's version, which the footer shows.
import { namedCallsProvider } from '../dataProviders/namedCallsProvider';
import { request } from '../dataProviders/httpClient';

export const SHELL_RESOURCE = 'shell';

export const shellDataProvider = namedCallsProvider(SHELL_RESOURCE, {
  /** GET manage/auth/version, asked without the session: the API's version, null when it says none. */
  async apiVersion(_resource: string): Promise<string | null> {
    return (await request<{ version?: string } | null>('manage', '/auth/version', { auth: false })).json?.version ?? null;
  },
});

export type ShellDataProvider = typeof shellDataProvider;
