// /app/pages/edit-app/{id}?type=&name={base64 name}: edit an item; an app lists its modules below,
// a module can be deleted here (then back to its parent app, §2). Other domains add tabs below
// (the app's permissions and roles, its UI texts...) as PageSections. The app's settings are edited
// under its edit lock, and a save from an older version is refused with the other version shown
// (records 0413, 0414): the form saves through useSaveRecord, which knows the version it was made from.
import { useMemo, useState } from 'react';
import { Edit, useRecordContext, useTranslate } from 'react-admin';
import { Alert, Box } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { AppForm } from './AppForm';
import { DEVELOPER_APPS_RESOURCE } from './developerPortalDataProvider';
import { ModulesSection } from './ModulesSection';
import { DeleteItemButton } from './DeleteItemButton';
import { useAfterSave } from './useAfterSave';
import { PageSections } from '../../plugins/PageSections';
import { PageHeading } from '../../ui/PageHeading';
import { APP_KINDS } from '../../../contract/appKinds';
import { decodeName, isModuleType, mayDelete, mayUpdate, type ItemType } from './portalRules';
import type { AppView } from '../../../contract/developerPortal';
import { useFlags } from '../../session';
import { useEditLock } from '../../dataProviders/useEditLock';
import { EditLockGuard } from '../../ui/EditLockGuard';
import { StaleSaveDialog } from '../../ui/StaleSaveDialog';
import { useSaveRecord } from '../../ui/useSaveRecord';
import { APPS_TOPIC } from './developerPortalDataProvider';

/** The form of the app's settings, under its edit lock; a save refused as stale shows the other version. */
function AppSettingsForm({ item, types }: { item: AppView; types: ItemType[] }) {
  const translate = useTranslate();
  const afterSave = useAfterSave();
  const lock = useEditLock(APPS_TOPIC, String(item.id));
  const saved = useSaveRecord(DEVELOPER_APPS_RESOURCE, item);
  const success = (app: AppView) => ({
    message: translate('developerPortal.success.updated', { type: translate(`developerPortal.types.${app.type}`, { _: app.type }) }),
    afterClose: afterSave(app.parentAppId),
  });
  // Their version loaded: the form starts again from it (a new key), mine dropped, until a newer one is read.
  const [loaded, setLoaded] = useState<AppView | undefined>();
  const shown = loaded && loaded.updatedAt > item.updatedAt ? loaded : item;
  // An item saved without a logo type reads as a URL (the form's default), so a choice shows. One
  // object per version: a new one would reset the form under the user's typing.
  const record = useMemo(() => ({ ...shown, logoType: shown.logoType ?? 'URL' }), [shown]);
  const { theirs } = saved.stale;
  return (
    <>
      {saved.failure && <Alert severity="error" sx={{ mx: 2, mt: 2 }}>{saved.failure.message}</Alert>}
      <EditLockGuard lock={lock}>
        <AppForm key={shown.updatedAt} types={types} record={record} onSubmit={(values: object) => saved.save(values, { success })} />
      </EditLockGuard>
      {theirs && (
        <StaleSaveDialog
          theirs={{ name: theirs.name, savedAt: theirs.updatedAt, content: [theirs.accessUrl, theirs.mode, theirs.status].filter(Boolean).join('\n') }}
          onKeepMine={saved.stale.keepMine}
          onLoadTheirs={() => saved.stale.loadTheirs(setLoaded)}
        />
      )}
    </>
  );
}

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
      <AppSettingsForm item={item} types={types} />
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
  return (
    <Edit<AppView> resource={DEVELOPER_APPS_RESOURCE} id={Number(id)} title={<EditTitle encodedName={params.get('name')} />} redirect={false}>
      <EditBody encodedName={params.get('name')} />
    </Edit>
  );
}
