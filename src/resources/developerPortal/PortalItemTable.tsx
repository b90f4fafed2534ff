// The table of one tab (§2): serial number, name, logo, logo type, published, mode, type, status, actions.
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { ItemLogo } from './ItemLogo';
import { ItemActions } from './ItemActions';
import { SerialNumberField } from './SerialNumberField';
import type { AppView } from '../../../contract/developerPortal';

/** A coded value in the user's language (unknown codes as they are). */
function CodeField({ source, group }: { source: 'published' | 'mode' | 'type' | 'status' | 'logoType'; group: string }) {
  const item = useRecordContext<AppView>();
  const translate = useTranslate();
  if (!item) return null;
  const value = item[source];
  if (value === null || value === undefined || value === '') {
    return <>{source === 'published' ? translate('developerPortal.published.none') : '-'}</>;
  }
  return <>{translate(`developerPortal.${group}.${value}`, { _: String(value) })}</>;
}

function LogoField() {
  const item = useRecordContext<AppView>();
  return item ? <ItemLogo item={item} /> : null;
}

export function PortalItemTable() {
  return (
    <DataTable<AppView> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="serial" label="resources.developerApps.fields.serial" disableSort field={SerialNumberField} />
      <DataTable.Col source="name" />
      <DataTable.Col source="logo" disableSort field={LogoField} />
      <DataTable.Col source="logoType" render={() => <CodeField source="logoType" group="logoTypes" />} />
      <DataTable.Col source="published" render={() => <CodeField source="published" group="published" />} />
      <DataTable.Col source="mode" render={() => <CodeField source="mode" group="mode" />} />
      <DataTable.Col source="type" render={() => <CodeField source="type" group="types" />} />
      <DataTable.Col source="status" render={() => <CodeField source="status" group="status" />} />
      <DataTable.Col source="actions" label="resources.developerApps.fields.actions" disableSort render={() => <ItemActions />} />
    </DataTable>
  );
}
