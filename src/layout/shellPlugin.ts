// The shell's own page (401), texts and named call reach the console the way every plugin's do.
import { definePlugin } from '../plugins/types';
import { pagePath } from '../config/pagePath';
import { routes } from '../config/constants';
import { UnauthorizedPage } from './frame/ErrorPage';
import { layoutMessages } from './messages';
import { SHELL_RESOURCE, shellDataProvider } from './shellDataProvider';

export const shellPlugin = definePlugin({
  name: 'shell',
  resources: [{ name: SHELL_RESOURCE, dataProvider: shellDataProvider }],
  pages: [{ path: pagePath(routes.unauthorized), component: UnauthorizedPage }],
  messages: layoutMessages,
});
