// The user guide and the help page (console-shell.md §2 docs and helppage; docs/decisions.md):
// Markdown written in the repo (guide/<locale>/), searchable, for every signed-in user.
import MenuBookIcon from '@mui/icons-material/MenuBook';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { userGuideMessages } from './messages';
import { helpPage, userGuidePage } from './guidePaths';

const UserGuidePage = lazyView(() => import('./GuidePages'), 'UserGuidePage');
const HelpPage = lazyView(() => import('./GuidePages'), 'HelpPage');

export const userGuidePlugin = definePlugin({
  name: 'userGuide',
  pages: [
    { path: userGuidePage, component: UserGuidePage, nav: { key: 'userGuide', label: 'userGuide.guide', icon: MenuBookIcon, order: 950 } },
    { path: helpPage, component: HelpPage, nav: { key: 'help', label: 'userGuide.help', icon: HelpOutlineIcon, order: 960 } },
  ],
  messages: userGuideMessages,
});
