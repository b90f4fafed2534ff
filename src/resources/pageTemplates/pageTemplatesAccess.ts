// Who may do what with a template's pages: reading needs view_page_templates or edit_page_templates,
// changing needs edit_page_templates (the contract's flags, which the server's guards use too). The
// templates themselves follow their declared routes (pageTemplatesResources.ts). The registry asks every plugin in turn; undefined for other resources lets the next one answer.
// allpermissions is handled by the registry before any plugin is asked.
import type { AccessRule } from '../../plugins/types';
import { EDIT_PAGE_TEMPLATES, READ_PAGE_TEMPLATES_FLAGS } from '../../../contract/pageTemplatesFlags';

export const PAGE_TEMPLATES_RESOURCE = 'pageTemplates';
export const INSTANCE_TEMPLATES_RESOURCE = 'instanceTemplates';
export const TEMPLATE_PAGES_RESOURCE = 'templatePages';

const resources = new Set([TEMPLATE_PAGES_RESOURCE]);
const readActions = new Set(['list', 'show']);

export const pageTemplatesAccess: AccessRule = (flags, { resource, action }) => {
  if (!resource || !resources.has(resource)) return undefined;
  if (!action || readActions.has(action)) return READ_PAGE_TEMPLATES_FLAGS.some((flag) => flags[flag] === true);
  return flags[EDIT_PAGE_TEMPLATES] === true;
};
