import { localeMessages } from '../../../plugins/localeMessages';
import { en } from './en';

export const dashboardMessages = localeMessages(en, {
  fr: () => import('./fr'),
  sp: () => import('./sp'),
  jp: () => import('./jp'),
  zh: () => import('./zh'),
});
