// The serial number column: continues across pages (§2).
import { useListContext, useRecordContext } from 'react-admin';
import { serialNumber } from './portalRules';

export function SerialNumberField() {
  const record = useRecordContext();
  const { data = [], page, perPage } = useListContext();
  if (!record) return null;
  return <>{serialNumber(page, perPage, data.findIndex((r) => r.id === record.id))}</>;
}
