// The account's subscribed apps as cards: open the app, its settings, its subscription details.
import { Box, Button, Card, CardActions, CardContent, CardHeader, CircularProgress, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AppLogo } from '../../ui/AppLogo';
import { ResultDialog } from '../../ui/ResultDialog';
import { useOpenApp } from './useOpenApp';
import { useSubscribedApps } from './useSubscribedApps';

export function SubscribedAppsGrid({ accountId }: { accountId: string }) {
  const translate = useTranslate();
  const { data, isPending, isError } = useSubscribedApps();
  const { open, openingId, result, closeResult } = useOpenApp();
  const apps = data ?? [];
  return (
    <Card component="section" aria-labelledby="my-apps-heading">
      <CardHeader id="my-apps-heading" title={translate('myApps.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {isError && <Typography color="error">{translate('shell.errors.generic')}</Typography>}
        {data && apps.length === 0 && (
          <Typography color="text.secondary">
            {translate('myApps.empty')}{' '}
            <Link to={`/app/${accountId}/market-place`}>{translate('myApps.browseMarketplace')}</Link>
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
          {apps.map((app) => (
            <Card key={app.appInstanceId} variant="outlined" component="article" aria-label={app.name}>
              <CardHeader
                avatar={<AppLogo logo={app.logo} logoType={app.logoType} name={app.name} />}
                title={app.name}
                subheader={[
                  app.subscriptionTerm && translate(`shell.subscription.terms.${app.subscriptionTerm}`, { _: app.subscriptionTerm }),
                  app.environment && translate(`shell.subscription.environments.${app.environment}`, { _: app.environment }),
                ].filter(Boolean).join(' · ')}
                slotProps={{ title: { component: 'h3', variant: 'subtitle1' } }}
              />
              <CardActions>
                <Button
                  variant="contained"
                  size="small"
                  startIcon={openingId === app.appInstanceId ? <CircularProgress size={16} color="inherit" /> : <OpenInNewIcon />}
                  disabled={openingId === app.appInstanceId}
                  onClick={() => open(app)}
                >
                  {translate('myApps.open')}
                </Button>
                {app.hasSettingsForm && (
                  <Button size="small" component={Link} to={`/app/${accountId}/${app.appId}/${app.appInstanceId}/settings`}>
                    {translate('myApps.settings')}
                  </Button>
                )}
                <Button size="small" component={Link} to={`/app/${accountId}/${app.appId}/${app.appInstanceId}/detialPage`}>
                  {translate('myApps.details')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      </CardContent>
      <ResultDialog result={result} onClose={closeResult} />
    </Card>
  );
}
