// /app/pages/add-app?type=app|service|connector (or addModule with parentAppId): register an item.
import { Create, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AppForm } from './AppForm';
import { DEVELOPER_APPS_RESOURCE } from './developerPortalDataProvider';
import { useShowSuccess } from '../../ui/ResultProvider';
import { useAfterSave } from './useAfterSave';
import { PageHeading } from '../../ui/PageHeading';
import { addMenuTypes, isModuleType, type ItemType } from './portalRules';
import { useFlags } from '../../session';

export function AppCreatePage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const { permissions } = useFlags();
  const showSuccess = useShowSuccess();
  const type = (params.get('type') ?? 'app') as ItemType;
  const parentAppId = Number(params.get('parentAppId')) || null;
  const isModule = isModuleType(type);
  const afterSave = useAfterSave()(isModule ? parentAppId : null);
  const typeLabel = translate(`developerPortal.types.${type}`, { _: type });
  const types: ItemType[] = isModule ? [type] : addMenuTypes(permissions ?? {});
  const title = translate('developerPortal.form.addTitle', { type: typeLabel });
  return (
    <Create
      resource={DEVELOPER_APPS_RESOURCE}
      title={title}
      redirect={false}
      transform={(data) => ({ ...data, parentAppId: isModule ? parentAppId : null })}
      mutationOptions={{ onSuccess: () => showSuccess(translate('developerPortal.success.created', { type: typeLabel }), afterSave) }}
    >
      <PageHeading sx={{ px: 2, pt: 2, mb: 0 }}>{title}</PageHeading>
      <AppForm types={types} defaultValues={{ type, status: 'ACTIVE', logoType: 'URL', mode: 'Production' }} />
    </Create>
  );
}
