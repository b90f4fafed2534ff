// App parameters (developer-portal.md §7): a page of the account's parameters, for holders of
// manage_parameters. Reading idleTime at sign-in is the session's, not this plugin's.
import TuneIcon from '@mui/icons-material/Tune';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { pagePath } from '../../config/pagePath';
import { MANAGE_PARAMETERS } from '../../../contract/parametersFlags';
import { parametersMessages } from './messages';
import { PARAMETERS_RESOURCE, parametersDataProvider } from './parametersDataProvider';

export const parametersPage = pagePath('/app/pages/app-parameters');

const ParametersPage = lazyView(() => import('./ParametersPage'), 'ParametersPage');

export const parametersPlugin = definePlugin({
  name: 'parameters',
  resources: [{ name: PARAMETERS_RESOURCE, dataProvider: parametersDataProvider }],
  pages: [
    {
      path: parametersPage, component: ParametersPage, anyOfFlags: [MANAGE_PARAMETERS], access: PARAMETERS_RESOURCE,
      nav: { key: 'parameters', label: 'parameters.title.page', icon: TuneIcon, order: 850 },
    },
  ],
  messages: parametersMessages,
});
