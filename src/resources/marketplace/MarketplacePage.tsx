// The marketplace (/app/:accountId/market-place): published apps the account may subscribe to, and
// the apps it subscribes to, as cards with a search (500 ms debounce) and pages of 12. Each tab is
// a resource's list (marketplaceDataProvider.ts).
import { useState } from 'react';
import { Box, Card, CardContent, CircularProgress, Pagination, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Title, useGetList, useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../config/constants';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import type { PublishedApp, Subscription } from '../../../contract/marketplace';
import { MARKETPLACE_RESOURCE, SUBSCRIPTIONS_RESOURCE } from './marketplaceDataProvider';
import { MarketplaceAppCard, type MarketplaceCardApp } from './MarketplaceAppCard';
import { appDetailPage, instanceDetailPage } from './paths';
import { PageHeading } from '../../ui/PageHeading';

const PAGE_SIZE = 12;
type View = 'published' | 'subscribed';

/**
 * A card and the page it opens: a subscription's (it has a subscription id) is its instance's, a
 * published app's its own. Told by the record, not the tab: the previous tab's cards stay while the
 * next tab's load.
 */
function cardOf(accountId: string, record: PublishedApp | Subscription): { app: MarketplaceCardApp; path: string } {
  return 'subscriptionId' in record
    ? { app: { ...record, subscribed: true }, path: instanceDetailPage.path({ accountId, appId: record.appId, appInstanceId: record.appInstanceId }) }
    : { app: record, path: appDetailPage.path({ accountId, appId: record.appId }) };
}

export function MarketplacePage() {
  const translate = useTranslate();
  const { accountId = '' } = useParams();
  const [view, setView] = useState<View>('published');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const list = useGetList<PublishedApp | Subscription>(
    view === 'published' ? MARKETPLACE_RESOURCE : SUBSCRIPTIONS_RESOURCE,
    { filter: { accountId: Number(accountId), q: query }, pagination: { page, perPage: PAGE_SIZE } },
    // The cards shown stay until the next ones are in (react-query's keepPreviousData).
    { placeholderData: (previous) => previous },
  );
  const cards = list.data?.map((record) => cardOf(accountId, record));
  const pages = Math.ceil((list.total ?? 0) / PAGE_SIZE);

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
        {cards?.length === 0 && (
          <Typography color="text.secondary">{translate(view === 'published' ? 'marketplace.noPublishedApps' : 'marketplace.noSubscribedApps')}</Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
          {cards?.map(({ app, path }) => <MarketplaceAppCard key={path} app={app} detailPath={path} />)}
        </Box>
        {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_, next) => setPage(next)} />}
      </CardContent>
    </Card>
  );
}
