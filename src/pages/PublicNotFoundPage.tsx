import { Link as RouterLink } from 'react-router-dom';
import { Button, Typography } from '@mui/material';
import { AuthCard } from './AuthCard';
import { publicPaths } from './publicPaths';
import { usePublicI18n } from './PublicI18n';

/** Unknown public paths (under /auth/) land here; the console has its own 404. */
export function PublicNotFoundPage() {
  const { translate } = usePublicI18n();
  return (
    <AuthCard title={translate('pages.notFound.title')}>
      <Typography sx={{ mb: 3 }}>{translate('pages.notFound.text')}</Typography>
      <Button component={RouterLink} to={publicPaths.login} variant="contained">
        {translate('pages.notFound.home')}
      </Button>
    </AuthCard>
  );
}
