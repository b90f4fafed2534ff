// An app's email templates, a tab on its edit page: its developer's, read with the app kind's view
// flag and changed with its update flag, as the app's other tabs.
import { usePermissions } from 'react-admin';
import type { AppSectionProps } from '../../plugins/types';
import { hasAnyFlag } from '../../plugins/flags';
import type { Flags } from '../../session';
import { flagKind, updateFlag } from '../../../contract/developerPortalFlags';
import { EmailTemplatesSection } from './EmailTemplatesSection';

export function AppEmailTemplatesSection({ app }: AppSectionProps) {
  const { permissions } = usePermissions<Flags>();
  return <EmailTemplatesSection owner={{ kind: 'app', appId: app.id }} mayChange={hasAnyFlag(permissions ?? {}, [updateFlag(flagKind(app.type))])} />;
}
