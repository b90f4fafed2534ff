// /app/pages/edit-app/{id}?type=&name={base64 name}: edit an item; an app lists its modules below,
// a module can be deleted here (then back to its parent app, §2). Other domains add tabs below
// (the app's permissions and roles, its UI texts...) as PageSections.
import { Edit, useRecordContext, useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { AppForm } from './AppForm';
import { DEVELOPER_APPS_RESOURCE } from './developerPortalDataProvider';
import { useShowSuccess } from '../../ui/ResultProvider';
import { ModulesSection } from './ModulesSection';
import { DeleteItemButton } from './DeleteItemButton';
import { useAfterSave } from './useAfterSave';
import { PageSections } from '../../plugins/PageSections';
import { PageHeading } from '../../ui/PageHeading';
import { APP_KINDS } from '../../../contract/appKinds';
import { decodeName, isModuleType, mayDelete, mayUpdate, type ItemType } from './portalRules';
import type { AppView } from '../../../contract/developerPortal';
import { useFlags } from '../../session';

function EditBody({ encodedName }: { encodedName: string | null }) {
  const item = useRecordContext<AppView>();
  const { permissions } = useFlags();
  const afterSave = useAfterSave();
  if (!item) return null;
  const flags = permissions ?? {};
  const isModule = isModuleType(item.type);
  const types: ItemType[] = isModule ? [item.type as ItemType] : APP_KINDS.filter((t) => t === item.type || mayUpdate(flags, t));
  return (
    <>
      <PageHeading sx={{ px: 2, pt: 2, mb: 0 }}><EditTitle encodedName={encodedName} /></PageHeading>
      {/* An item saved without a logo type reads as a URL (the form's default), so a choice shows. */}
      <AppForm types={types} record={{ ...item, logoType: item.logoType ?? 'URL' }} />
      <Box sx={{ px: 2, pb: 2 }}>
        {isModule && mayDelete(flags) && <DeleteItemButton item={item} afterDelete={afterSave(item.parentAppId)} />}
        {!isModule && <ModulesSection parent={item} />}
        {!isModule && <PageSections place="appEdit" sectionProps={{ app: item }} />}
      </Box>
    </>
  );
}

/** "Edit {name}": the name from the link (?name=, base64), else the record's once loaded. */
function EditTitle({ encodedName }: { encodedName: string | null }) {
  const translate = useTranslate();
  const item = useRecordContext<AppView>();
  const name = decodeName(encodedName) || item?.name || '';
  return <>{translate('developerPortal.form.editTitle', { name })}</>;
}

export function AppEditPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const translate = useTranslate();
  const showSuccess = useShowSuccess();
  const afterSave = useAfterSave();
  const onSuccess = (saved: AppView) => {
    const type = translate(`developerPortal.types.${saved.type}`, { _: saved.type });
    showSuccess(translate('developerPortal.success.updated', { type }), afterSave(saved.parentAppId));
  };
  return (
    <Edit<AppView>
      resource={DEVELOPER_APPS_RESOURCE}
      id={Number(id)}
      title={<EditTitle encodedName={params.get('name')} />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess }}
    >
      <EditBody encodedName={params.get('name')} />
    </Edit>
  );
}
