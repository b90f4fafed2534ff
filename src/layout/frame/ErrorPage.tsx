// The friendly full-page answer for an unknown path (404) and a refused one (401).
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { routes } from '../../config/constants';

export function ErrorPage({ code, messages }: { code: string; messages: 'notFound' | 'unauthorized' }) {
  const translate = useTranslate();
  const title = translate(`shell.${messages}.title`);
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Title title={title} />
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
        {code}
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(`shell.${messages}.message`)}
      </Typography>
      <Button variant="contained" component={Link} to={routes.accountListViewAll}>
        {translate(`shell.${messages}.back`)}
      </Button>
    </Box>
  );
}

export const NotFoundPage = () => <ErrorPage code="404" messages="notFound" />;
export const UnauthorizedPage = () => <ErrorPage code="401" messages="unauthorized" />;
