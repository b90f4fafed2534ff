// The shell's one record: the platform API's version, which the footer reads with useGetOne.
import { viewProvider } from '../dataProviders/viewProvider';
import { request } from '../dataProviders/httpClient';
import { declaredAddress } from '../dataProviders/declaredSend';
import type { AnswerOf } from '../../contract/routeTable';
import { manageRoutes } from '../../contract/sessionRoutes';

export const SHELL_RESOURCE = 'shell';
/** The id the footer reads the version under. */
export const API_VERSION = 'apiVersion';

/** What the version call may answer: any field may be missing. */
type VersionAnswer = Partial<AnswerOf<typeof manageRoutes.version>> | null;

/** GET manage/auth/version, asked without the session (callDeclared sends it): the API's version, null when it says none. */
async function apiVersion(): Promise<{ version: string | null }> {
  const { service, path, method } = declaredAddress(manageRoutes.version);
  const { json } = await request<VersionAnswer>(service, path, { method, auth: false });
  return { version: json?.version ?? null };
}

export const shellDataProvider = viewProvider(SHELL_RESOURCE, apiVersion);
