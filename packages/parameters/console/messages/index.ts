import { localeMessages } from '@platform-console/plugin-api/console';
import { en } from './en';

export const parametersMessages = localeMessages(en, {
  fr: () => import('./fr'),
  sp: () => import('./sp'),
  jp: () => import('./jp'),
  zh: () => import('./zh'),
});
