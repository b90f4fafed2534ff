import { localeMessages } from '../../../plugins/localeMessages';
import { en } from './en';

export const apiKeysMessages = localeMessages(en, {
  fr: () => import('./fr'),
  sp: () => import('./sp'),
  jp: () => import('./jp'),
  zh: () => import('./zh'),
});
