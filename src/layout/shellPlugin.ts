// The shell's own page (401) and texts reach the console the way every plugin's do.
import { definePlugin } from '../plugins/types';
import { pagePath } from '../config/pagePath';
import { routes } from '../config/constants';
import { UnauthorizedPage } from './frame/ErrorPage';
import { layoutMessages } from './messages';

export const shellPlugin = definePlugin({
  name: 'shell',
  pages: [{ path: pagePath(routes.unauthorized), component: UnauthorizedPage }],
  messages: layoutMessages,
});
