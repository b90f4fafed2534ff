// The marketplace (/app/:accountId/market-place): published apps the account may subscribe to, and
// the apps it subscribes to, as cards with a search (500 ms debounce) and pages of 12.
import { useState } from 'react';
import { Box, Card, CardContent, CircularProgress, Pagination, Tab, Tabs, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../config/constants';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { MARKETPLACE_RESOURCE, type MarketplaceDataProvider } from './marketplaceDataProvider';
import { MarketplaceAppCard, type MarketplaceCardApp } from './MarketplaceAppCard';
import { appDetailPage, instanceDetailPage } from './paths';
import { PageHeading } from '../../ui/PageHeading';

const PAGE_SIZE = 12;
type View = 'published' | 'subscribed';

export function MarketplacePage() {
  const translate = useTranslate();
  const { accountId = '' } = useParams();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const [view, setView] = useState<View>('published');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const params = { query, page: page - 1, size: PAGE_SIZE };

  const list = useQuery({
    queryKey: ['marketplace', view, accountId, params],
    queryFn: async (): Promise<{ cards: { app: MarketplaceCardApp; path: string }[]; total: number }> => {
      if (view === 'published') {
        const found = await dataProvider.publishedApps(MARKETPLACE_RESOURCE, { accountId, ...params });
        return { total: found.totalElements, cards: found.content.map((app) => ({ app, path: appDetailPage.path({ accountId, appId: app.appId }) })) };
      }
      const found = await dataProvider.subscribedApps(MARKETPLACE_RESOURCE, { accountId, ...params });
      return {
        total: found.totalElements,
        cards: found.content.map((s) => ({ app: { ...s, subscribed: true }, path: instanceDetailPage.path({ accountId, appId: s.appId, appInstanceId: s.appInstanceId }) })),
      };
    },
    placeholderData: keepPreviousData,
  });
  const pages = Math.ceil((list.data?.total ?? 0) / PAGE_SIZE);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('shell.menu.marketplace')} />
      <PageHeading sx={{ px: 2, pt: 2, mb: 0 }}>{translate('shell.menu.marketplace')}</PageHeading>
      <Tabs
        value={view}
        onChange={(_, next: View) => {
          setView(next);
          setPage(1);
        }}
        sx={{ px: 2 }}
      >
        <Tab value="published" label={translate('marketplace.publishedApps')} />
        <Tab value="subscribed" label={translate('marketplace.subscribedApps')} />
      </Tabs>
      <CardContent>
        <TextField
          size="small"
          type="search"
          label={translate('marketplace.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
        />
        {list.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {list.isError && <Typography color="error">{list.error.message}</Typography>}
        {list.data?.cards.length === 0 && (
          <Typography color="text.secondary">{translate(view === 'published' ? 'marketplace.noPublishedApps' : 'marketplace.noSubscribedApps')}</Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
          {list.data?.cards.map(({ app, path }) => <MarketplaceAppCard key={path} app={app} detailPath={path} />)}
        </Box>
        {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_, next) => setPage(next)} />}
      </CardContent>
    </Card>
  );
}
