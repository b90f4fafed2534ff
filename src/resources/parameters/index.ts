// App parameters (developer-portal.md §7): a page of the account's parameters, for holders of
// manage_parameters. Reading idleTime at sign-in is the session's, not this plugin's. The list is a
// resource served by the domain's declared routes (parametersResources.ts); who may list and change
// it follows their flags.
import TuneIcon from '@mui/icons-material/Tune';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { declaredAccess } from '../../plugins/declaredAccess';
import { pagePath } from '../../config/pagePath';
import { MANAGE_PARAMETERS } from '../../../contract/parametersFlags';
import { parametersMessages } from './messages';
import { PARAMETERS, parametersDeclared, parametersResources } from './parametersResources';

export const parametersPage = pagePath('/app/pages/app-parameters');

const ParametersPage = lazyView(() => import('./ParametersPage'), 'ParametersPage');

export const parametersPlugin = definePlugin({
  name: 'parameters',
  resources: parametersResources,
  canAccess: declaredAccess(parametersDeclared),
  pages: [
    {
      path: parametersPage, component: ParametersPage, anyOfFlags: [MANAGE_PARAMETERS], access: PARAMETERS,
      nav: { key: 'parameters', label: 'parameters.title.page', icon: TuneIcon, order: 850 },
    },
  ],
  messages: parametersMessages,
});
