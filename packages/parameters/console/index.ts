// App parameters (developer-portal.md §7), the package's console part: a page of the account's
// parameters, for holders of manage_parameters, and the console's idle time-out, read from the
// idleTime parameter when an account is entered (console-shell.md). The list is a resource served by
// the domain's declared routes (parametersResources.ts); who may list and change it follows their flags.
import TuneIcon from '@mui/icons-material/Tune';
import { callDeclared, declaredAccess, definePlugin, lazyView, pagePath, routeTopics } from '@platform-console/plugin-api/console';
import { parameterRoutes } from '../contract/parametersRoutes';
import { MANAGE_PARAMETERS } from '../contract/parametersFlags';
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
      nav: {
        key: 'parameters', label: 'parameters.title.page', icon: TuneIcon, order: 850, newItemsOf: routeTopics([parameterRoutes.create]),
      },
    },
  ],
  messages: parametersMessages,
  // The spec's call: GET parameter/appParameter?parameterName=idleTime, answering seconds.
  idleTime: async () => (await callDeclared(parameterRoutes.inForce, { query: { parameterName: 'idleTime' } })).data,
});
