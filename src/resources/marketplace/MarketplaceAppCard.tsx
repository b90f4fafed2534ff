// One app in the marketplace grid: logo, name, maker, the start of its description, and whether
// the account subscribes to it.
import { Button, Card, CardActions, CardContent, CardHeader, Chip, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AppLogo } from '../../ui/AppLogo';
import { htmlText } from './htmlText';

export interface MarketplaceCardApp {
  appId: number;
  name: string;
  description: string | null;
  logo: string | null;
  logoType: string | null;
  subscribed: boolean;
  developerBusinessName?: string | null;
}

export function MarketplaceAppCard({ app, detailPath }: { app: MarketplaceCardApp; detailPath: string }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="article" aria-label={app.name} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        avatar={<AppLogo logo={app.logo} logoType={app.logoType} name={app.name} />}
        title={app.name}
        subheader={app.developerBusinessName ? translate('marketplace.by', { name: app.developerBusinessName }) : undefined}
        action={app.subscribed ? <Chip size="small" color="success" label={translate('marketplace.subscribed')} /> : undefined}
        slotProps={{ title: { component: 'h3', variant: 'subtitle1' } }}
      />
      <CardContent sx={{ flexGrow: 1, py: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {htmlText(app.description)}
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small" component={Link} to={detailPath}>
          {translate('marketplace.viewDetails')}
        </Button>
      </CardActions>
    </Card>
  );
}
