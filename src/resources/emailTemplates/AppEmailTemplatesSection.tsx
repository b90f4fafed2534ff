// An app's email templates, a tab on its edit page: its developer's, read with the app kind's view
// flag and changed with its update flag, as the app's other tabs.
import type { AppSectionProps } from '../../plugins/types';
import { hasAnyFlag } from '../../plugins/flags';
import { flagKind, updateFlag } from '../../../contract/developerPortalFlags';
import { EmailTemplatesSection } from './EmailTemplatesSection';
import { useFlags } from '../../session';

export function AppEmailTemplatesSection({ app }: AppSectionProps) {
  const { permissions } = useFlags();
  return <EmailTemplatesSection owner={{ kind: 'app', appId: app.id }} mayChange={hasAnyFlag(permissions ?? {}, [updateFlag(flagKind(app.type))])} />;
}
