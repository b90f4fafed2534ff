// error-1 and error-2 (console-shell.md §2 names them only; docs/decisions.md): where the console
// sends a person when something failed on its side (error-1) or its services cannot be reached
// (error-2). Both offer to try again (back where they came from) and the way to sign in. The public
// 401 tells a visitor a page needs a sign-in with the right access (the console has its own 401).
import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack, Typography } from '@mui/material';
import { AuthCard } from './AuthCard';
import { publicPaths } from './publicPaths';
import { usePublicI18n } from './PublicI18n';

function ErrorCard({ title, text, retry = true }: { title: string; text: string; retry?: boolean }) {
  const { translate } = usePublicI18n();
  return (
    <AuthCard title={translate(title)}>
      <Typography sx={{ mb: 3 }}>{translate(text)}</Typography>
      <Stack direction="row" spacing={1}>
        {retry && <Button variant="contained" onClick={() => window.history.back()}>{translate('pages.errors.retry')}</Button>}
        <Button component={RouterLink} to={publicPaths.login} variant={retry ? 'text' : 'contained'}>{translate('pages.errors.home')}</Button>
      </Stack>
    </AuthCard>
  );
}

export const ServerErrorPage = () => <ErrorCard title="pages.errors.serverTitle" text="pages.errors.serverText" />;
export const UnavailablePage = () => <ErrorCard title="pages.errors.unavailableTitle" text="pages.errors.unavailableText" />;
export const PublicUnauthorizedPage = () => <ErrorCard title="pages.errors.unauthorizedTitle" text="pages.errors.unauthorizedText" retry={false} />;
