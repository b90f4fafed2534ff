// Where the user goes once a change's success dialog is closed: a module back to its parent app's
// edit page (§2: edit-app/{parentAppId}?type=app&name={base64 parent name}), anything else to
// the portal.
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAccountId } from '../../session';
import { DEVELOPER_APPS_RESOURCE } from './developerPortalDataProvider';
import { editItemPath, portalPath } from './portalRules';
import type { AppView } from '../../../contract/developerPortal';

export function useAfterSave(): (parentAppId: number | null | undefined) => () => void {
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const accountId = useAccountId();
  return (parentAppId) => () => {
    if (!parentAppId) {
      navigate(portalPath(accountId));
      return;
    }
    void dataProvider.getOne<AppView>(DEVELOPER_APPS_RESOURCE, { id: parentAppId })
      .then(({ data: parent }) => navigate(editItemPath({ id: parentAppId, type: 'app', name: parent.name })));
  };
}
