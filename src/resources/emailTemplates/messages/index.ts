import { localeMessages } from '../../../plugins/localeMessages';
import { en } from './en';

export const emailTemplatesMessages = localeMessages(en, {
  fr: () => import('./fr'),
  sp: () => import('./sp'),
  jp: () => import('./jp'),
  zh: () => import('./zh'),
});
