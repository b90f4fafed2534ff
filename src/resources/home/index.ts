// The landing page after an account is picked. A later issue turns it into the real My Apps; it
// has no menu entry of its own (the menu's My Apps entries lead to the apps themselves).
import { createElement } from 'react';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { routes } from '../../config/constants';
import { homeMessages } from './messages';

const HomePage = lazyView(() => import('./HomePage'), 'HomePage');

export const homePlugin = definePlugin({
  name: 'home',
  routes: [{ path: routes.landing(':accountId'), element: createElement(HomePage) }],
  messages: homeMessages,
});
