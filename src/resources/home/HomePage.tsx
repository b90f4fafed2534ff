// The landing page after picking an account (/app/:accountId/my-apps): the account, the user's role
// in it, and the areas they can open. A URL naming another account than the selected one leads to
// the account list, where the user picks (and so loads the flags of) the account they want.
import { Card, CardContent, CardHeader, Divider, Stack, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { session } from '../../authProvider/session';
import { routes } from '../../config/constants';
import { ConsoleAreas } from './ConsoleAreas';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </div>
  );
}

export function HomePage() {
  const { accountId } = useParams();
  const translate = useTranslate();
  if (!accountId || accountId !== session.get('accountId')) return <Navigate to={routes.accountListViewAll} replace />;

  const businessName = session.get('businessName') ?? '';
  const userType = session.get('userType') ?? '';
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('home.title')} />
      <CardHeader title={translate('home.welcome', { businessName })} slotProps={{ title: { component: 'h1', variant: 'h5' } }} />
      <CardContent>
        <Stack direction="row" spacing={4} sx={{ mb: 2 }}>
          <Detail label={translate('home.accountCode')} value={session.get('accountCode') ?? ''} />
          <Detail label={translate('home.role')} value={translate(`home.userType.${userType}`, { _: userType })} />
        </Stack>
        <Divider sx={{ mb: 2 }} />
        <Typography variant="h6" component="h2">
          {translate('home.areas')}
        </Typography>
        <ConsoleAreas />
      </CardContent>
    </Card>
  );
}
