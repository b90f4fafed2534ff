// What the invitation pages show once their call has answered: a confirmation with the way on to
// the account list, or the failure.
import { Alert, Button, Stack } from '@mui/material';
import { hardNavigate } from '../session/hardNavigate';
import { consoleUrl, routes } from '../config/constants';
import { usePublicI18n } from './PublicI18n';

export const toAccountList = () => hardNavigate(consoleUrl(routes.accountListViewAll));

export function InvitationAnswer({ severity, title, text }: { severity: 'success' | 'error'; title?: string; text: string }) {
  const { translate } = usePublicI18n();
  return (
    <Stack spacing={2}>
      <Alert severity={severity}>
        {title && <strong>{title} </strong>}
        {text}
      </Alert>
      <Button variant="contained" onClick={toAccountList}>{translate('pages.invitation.toAccounts')}</Button>
    </Stack>
  );
}
