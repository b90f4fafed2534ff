// A public page that tells the outcome of a step (registered, verified, password changed, request
// sent) and offers the way on, sign-in by default.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Stack } from '@mui/material';
import { AuthCard } from './AuthCard';
import { publicPaths } from './publicPaths';
import { usePublicI18n } from './PublicI18n';

interface NoticeCardProps {
  title: string;
  text: string;
  severity?: 'success' | 'info' | 'error';
  children?: ReactNode;
}

export function NoticeCard({ title, text, severity = 'success', children }: NoticeCardProps) {
  const { translate } = usePublicI18n();
  return (
    <AuthCard title={title}>
      <Stack spacing={2}>
        <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>{text}</Alert>
        {children}
        <Button component={RouterLink} to={publicPaths.login} variant="contained">
          {translate('pages.signInNow')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
