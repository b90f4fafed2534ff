// Everything the app asks the platform, through the generated client (clients/platform-api) only:
// who the single-use code signs in, whether the app's own API key still holds and for which app
// instance, and, with that key, the app's UI texts and the subscribing account's parameters.
import { createPlatformClient, type ErrorBody, type paths } from 'platform-api-client';
import type { Settings } from './settings';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
export type SignIn = Json<paths['/auth/appLoginToken']['post']['responses'][200]>;
export type KeyCheck = Json<paths['/app/developerApp/api-keys/verify']['post']['responses'][200]>;
export type UiText = Json<paths['/app/developerApp/properties/instance-ui-texts']['get']['responses'][200]>['content'][number];
export type Parameter = Json<paths['/app/parameter/instance-parameters']['get']['responses'][200]>['content'][number];

/** A refusal by the platform: its HTTP status and its error body. */
export class Refused extends Error {
  constructor(readonly status: number, readonly body: ErrorBody) {
    super(body.message);
  }
}

function answer<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined) return result.data;
  const body = (result.error ?? {}) as Partial<ErrorBody>;
  throw new Refused(result.response.status, { status: result.response.status, error: body.error ?? 'error', message: body.message ?? result.response.statusText });
}

export function platformCalls(settings: Settings) {
  const platform = createPlatformClient({ baseUrl: settings.platformUrl });
  const key = { header: { 'x-api-key': settings.apiKey } };
  return {
    /** Redeems the code the person arrived with, once: who they are, in which account, with which roles. */
    signIn: async (code: string): Promise<SignIn> =>
      answer(await platform.POST('/auth/appLoginToken', { body: { code, appId: settings.appId } })),
    /** The app's own key: 401 once it is revoked or expired. */
    checkKey: async (): Promise<KeyCheck> =>
      answer(await platform.POST('/app/developerApp/api-keys/verify', { body: { key: settings.apiKey } })),
    texts: async (): Promise<UiText[]> =>
      answer(await platform.GET('/app/developerApp/properties/instance-ui-texts', { params: key })).content,
    /** The first page of the account's parameters in force, by name. */
    parameters: async (): Promise<Parameter[]> =>
      answer(await platform.GET('/app/parameter/instance-parameters', { params: { ...key, query: { page: 0, size: 50, sort: 'parameterName,asc' } } })).content,
  };
}

export type PlatformCalls = ReturnType<typeof platformCalls>;
