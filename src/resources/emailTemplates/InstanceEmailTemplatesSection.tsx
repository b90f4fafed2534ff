// An app instance's email templates, a tab on its detail page: the subscribing account's, read with
// view_email_templates or edit_email_templates and changed with edit_email_templates.
import type { InstanceSectionProps } from '../../plugins/types';
import { hasAnyFlag } from '../../plugins/flags';
import { EDIT_EMAIL_TEMPLATES } from '../../../contract/emailTemplatesFlags';
import { EmailTemplatesSection } from './EmailTemplatesSection';
import { useFlags } from '../../session';

export function InstanceEmailTemplatesSection({ instance }: InstanceSectionProps) {
  const { permissions } = useFlags();
  return <EmailTemplatesSection owner={{ kind: 'instance', appInstanceId: instance.id }} mayChange={hasAnyFlag(permissions ?? {}, [EDIT_EMAIL_TEMPLATES])} />;
}
