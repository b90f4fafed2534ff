// UI texts (developer-portal.md §7 "UI properties"): a tab on an app's edit page for its texts and
// their translations, a tab on an app instance's detail page for the instance's own texts, and the
// Console texts page, where an account gives its console labels of its own.
import TranslateIcon from '@mui/icons-material/Translate';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { pagePath } from '../../config/pagePath';
import { VIEW_FLAGS } from '../../../contract/developerPortalFlags';
import { MANAGE_UI_TEXTS } from '../../../contract/uiTextsFlags';
import { uiTextsMessages } from './messages';
import { UI_TEXTS_RESOURCE, uiTextsDataProvider } from './uiTextsDataProvider';
import { uiTextsDeclared, uiTextsResources } from './uiTextsResources';
import { declaredAccess } from '../../plugins/declaredAccess';

export const consoleTextsPage = pagePath('/app/:accountId/console-texts');

const AppUiTextsSection = lazyView(() => import('./AppUiTextsSection'), 'AppUiTextsSection');
const InstanceUiTextsSection = lazyView(() => import('./InstanceUiTextsSection'), 'InstanceUiTextsSection');
const ConsoleTextsPage = lazyView(() => import('./ConsoleTextsPage'), 'ConsoleTextsPage');

export const uiTextsPlugin = definePlugin({
  name: 'uiTexts',
  resources: [{ name: UI_TEXTS_RESOURCE, dataProvider: uiTextsDataProvider }, ...uiTextsResources],
  canAccess: declaredAccess(uiTextsDeclared),
  pages: [
    {
      path: consoleTextsPage, component: ConsoleTextsPage, anyOfFlags: [MANAGE_UI_TEXTS], access: UI_TEXTS_RESOURCE,
      nav: { key: 'consoleTexts', label: 'uiTexts.title.console', icon: TranslateIcon, order: 860 },
    },
  ],
  sections: [
    { place: 'appEdit', key: 'uiTexts', label: 'uiTexts.sections.app', component: AppUiTextsSection, anyOfFlags: VIEW_FLAGS, order: 30 },
    { place: 'instanceDetail', key: 'uiTexts', label: 'uiTexts.sections.instance', component: InstanceUiTextsSection, anyOfFlags: [MANAGE_UI_TEXTS], order: 30 },
  ],
  messages: uiTextsMessages,
});
