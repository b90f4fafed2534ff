// The components catalogue (console-shell.md §2 components; docs/decisions.md): the shared UI
// pieces at work, for the engineers writing plugins, i.e. the holders of view_swagger, who also
// read the API documents.
import WidgetsIcon from '@mui/icons-material/Widgets';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { pagePath } from '../../config/pagePath';
import { VIEW_SWAGGER } from '../../../contract/apiDocumentsFlags';
import { componentsMessages } from './messages';

const ComponentsPage = lazyView(() => import('./ComponentsPage'), 'ComponentsPage');

export const componentsPlugin = definePlugin({
  name: 'components',
  pages: [
    {
      path: pagePath('/app/components'), component: ComponentsPage, anyOfFlags: [VIEW_SWAGGER],
      nav: { key: 'components', label: 'components.title', icon: WidgetsIcon, order: 910 },
    },
  ],
  messages: componentsMessages,
});
