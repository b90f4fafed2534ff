import { localeMessages } from '../../../plugins/localeMessages';
import { en } from './en';

export const pageTemplatesMessages = localeMessages(en, {
  fr: () => import('./fr'),
  sp: () => import('./sp'),
  jp: () => import('./jp'),
  zh: () => import('./zh'),
});
