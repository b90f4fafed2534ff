// The shell's named call (DESIGN §7): the platform API's version, which the footer shows.
import { namedCallsProvider } from '../dataProviders/namedCallsProvider';
import { request } from '../dataProviders/httpClient';
import { declaredAddress } from '../dataProviders/declaredSend';
import type { AnswerOf } from '../../contract/routeTable';
import { manageRoutes } from '../../contract/sessionRoutes';

export const SHELL_RESOURCE = 'shell';

/** What the version call may answer: any field may be missing. */
type VersionAnswer = Partial<AnswerOf<typeof manageRoutes.version>> | null;

export const shellDataProvider = namedCallsProvider(SHELL_RESOURCE, {
  /** GET manage/auth/version, asked without the session (callDeclared sends it): the API's version, null when it says none. */
  async apiVersion(_resource: string): Promise<string | null> {
    const { service, path, method } = declaredAddress(manageRoutes.version);
    const { json } = await request<VersionAnswer>(service, path, { method, auth: false });
    return json?.version ?? null;
  },
});

export type ShellDataProvider = typeof shellDataProvider;
