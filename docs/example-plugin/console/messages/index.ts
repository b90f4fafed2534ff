import { localeMessages } from '../../../../src/plugins/localeMessages';
import { en } from './en';

export const notesMessages = localeMessages(en, {
  fr: () => import('./fr'),
});
