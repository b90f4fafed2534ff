import StarIcon from '@mui/icons-material/Star';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AccountView } from './types';

/** A star on the user's default account. */
export function DefaultAccountMarker() {
  const account = useRecordContext<AccountView>();
  const translate = useTranslate();
  if (!account?.isDefault) return null;
  const label = translate('accounts.list.defaultMarker');
  return <StarIcon color="warning" fontSize="small" titleAccess={label} aria-label={label} />;
}
