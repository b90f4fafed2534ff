// An app instance's email templates, a tab on its detail page: the subscribing account's, read with
// view_email_templates or edit_email_templates and changed with edit_email_templates.
import { usePermissions } from 'react-admin';
import type { InstanceSectionProps } from '../../plugins/types';
import { hasAnyFlag } from '../../plugins/flags';
import type { Flags } from '../../session';
import { EDIT_EMAIL_TEMPLATES } from '../../../contract/emailTemplatesFlags';
import { EmailTemplatesSection } from './EmailTemplatesSection';

export function InstanceEmailTemplatesSection({ instance }: InstanceSectionProps) {
  const { permissions } = usePermissions<Flags>();
  return <EmailTemplatesSection owner={{ kind: 'instance', appInstanceId: instance.id }} mayChange={hasAnyFlag(permissions ?? {}, [EDIT_EMAIL_TEMPLATES])} />;
}
