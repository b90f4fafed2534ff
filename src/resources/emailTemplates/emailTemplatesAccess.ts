// Who may do what with email templates: reading needs view_email_templates or edit_email_templates, changing needs
// edit_email_templates (the contract's flags, which the server's guards use too). The registry asks every
// plugin in turn; undefined for other resources lets the next one answer. allpermissions is handled
// by the registry before any plugin is asked.
import type { AccessRule } from '../../plugins/types';
import { EDIT_EMAIL_TEMPLATES, READ_EMAIL_TEMPLATES_FLAGS } from '../../../contract/emailTemplatesFlags';

export const EMAIL_TEMPLATES_RESOURCE = 'emailTemplates';

const readActions = new Set(['list', 'show']);

export const emailTemplatesAccess: AccessRule = (flags, { resource, action }) => {
  if (resource !== EMAIL_TEMPLATES_RESOURCE) return undefined;
  if (!action || readActions.has(action)) return READ_EMAIL_TEMPLATES_FLAGS.some((flag) => flags[flag] === true);
  return flags[EDIT_EMAIL_TEMPLATES] === true;
};
