// Accounts by country (console-shell.md §2 maps; docs/decisions.md): the signed-in user's accounts
// on a world map drawn offline, shaded by how many are in each country, with the same figures as a
// table; members are counted where the user may see the account's dashboard.
import { Alert, Box, CircularProgress, Typography, useTheme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useSession } from '../../session';
import type { AccountMapView } from '../../../contract/dashboard';
import { ACCOUNT_MAP_RESOURCE } from './dashboardDataProvider';
import { ChartCard } from './ChartCard';
import { accountsByCountry, countryPlacer } from './countryOnMap';
import { countryShapes, MAP_HEIGHT, MAP_WIDTH } from './worldMap';

const placeCountry = countryPlacer(countryShapes.map((shape) => shape.name));

function AccountsMap({ view }: { view: AccountMapView }) {
  const translate = useTranslate();
  const theme = useTheme();
  const countries = accountsByCountry(view.accounts, placeCountry);
  const byName = new Map(countries.filter((c) => c.onMap).map((c) => [c.country, c]));
  const most = Math.max(1, ...countries.map((c) => c.accounts.length));
  const notOnMap = countries.filter((c) => !c.onMap).map((c) => c.country);
  const drawing = (
    <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} width="100%" style={{ display: 'block' }}>
      {countryShapes.map((shape) => {
        const here = byName.get(shape.name);
        const fill = here ? alpha(theme.palette.primary.main, 0.35 + (0.65 * here.accounts.length) / most) : theme.palette.action.disabledBackground;
        return (
          <path key={shape.name} d={shape.d} fill={fill} stroke={theme.palette.background.paper} strokeWidth={0.5} data-country={shape.name}>
            {here && <title>{`${shape.name}: ${here.accounts.join(', ')}`}</title>}
          </path>
        );
      })}
    </svg>
  );
  return (
    <>
      <ChartCard
        title={translate('dashboard.map.nav')}
        columns={[translate('dashboard.map.country'), translate('dashboard.map.accounts'), translate('dashboard.map.members')]}
        rows={countries.map((c) => [c.country, c.accounts.join(', '), c.members ?? translate('dashboard.map.membersHidden')])}
        chart={drawing}
        chartHeight="auto"
      />
      {notOnMap.length > 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>{translate('dashboard.map.notOnMap', { countries: notOnMap.join(', ') })}</Alert>
      )}
    </>
  );
}

export function MapPage() {
  const translate = useTranslate();
  const { userId } = useSession();
  // The signed-in user's accounts by country, as the map's record of that user.
  const view = useGetOne<AccountMapView & { id: string }>(ACCOUNT_MAP_RESOURCE, { id: userId });
  return (
    <Box>
      <Title title={translate('dashboard.map.nav')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{translate('dashboard.map.nav')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('dashboard.map.intro')}</Typography>
      {view.isPending && <CircularProgress aria-label={translate('dashboard.map.loading')} />}
      {view.isError && <Alert severity="error">{translate('dashboard.loadFailed', { error: view.error.message })}</Alert>}
      {view.isSuccess && <AccountsMap view={view.data} />}
    </Box>
  );
}
