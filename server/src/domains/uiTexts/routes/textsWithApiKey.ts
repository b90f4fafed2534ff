// An app's UI texts as its own server reads them (docs/api.md): called with an API key of the app
// instance (X-API-Key) rather than a person's session, it answers the app's active texts in every
// locale, with the subscribing account's own texts for that instance over them, as the console's
// labels are answered. The app picks the locale of the person it serves.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { appInstances } from '../../../db/schema';
import { ApiKeyHeaders, keyAuthenticated, requireKeyHolder } from '../../apiKeys/api';
import { errorResponses } from '../../../http/responses';
import { UiPropertyPage } from '../../../../../contract/uiTexts';
import { textsWithOverrides } from '../instanceTexts';

export const TEXTS_WITH_API_KEY_PATH = '/properties/instance-ui-texts';

const textsWithApiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.platform.database;

  app.get(TEXTS_WITH_API_KEY_PATH, {
    ...keyAuthenticated(app.platform),
    schema: {
      operationId: 'uiTexts.withApiKey', security: [],
      summary: "The app's UI texts for the key's app instance, in every locale (called by the app's server)",
      description: "Authenticated by the X-API-Key header: an API key of the app instance. The instance's own texts replace the app's.",
      headers: ApiKeyHeaders,
      response: { 200: UiPropertyPage, ...errorResponses(400, 401, 429) },
    },
  }, async (request) => {
    const holder = requireKeyHolder(request);
    return textsWithOverrides(db, holder.appId, eq(appInstances.id, holder.appInstanceId));
  });
};

export default textsWithApiKeyRoutes;
