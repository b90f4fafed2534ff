// Email templates (developer-portal.md §3, §7 "Email templates (manage service)"): sections to come.
import { definePlugin } from '../../plugins/types';
import { emailTemplatesMessages } from './messages';

export const emailTemplatesPlugin = definePlugin({
  name: 'emailTemplates',
  messages: emailTemplatesMessages,
});
