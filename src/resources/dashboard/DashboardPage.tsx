// The account's dashboard (console-shell.md §2 dashboards and charts, docs/decisions.md): a few
// figures, then charts people would rather look at than read, each with its table.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Box, Card, CardContent, CircularProgress, Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useAccountId } from '../../session';
import { useCount, useShortDay } from '../../ui/useDateTime';
import type { Count, DashboardView } from '../../../contract/dashboard';
import { DASHBOARD_RESOURCE } from './dashboardDataProvider';
import { ChartCard } from './ChartCard';

function Figure({ label, value }: { label: string; value: number }) {
  const count = useCount();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="p">{label}</Typography>
        <Typography variant="h4" component="p">{count(value)}</Typography>
      </CardContent>
    </Card>
  );
}

/** Counts have whole-number ticks only. */
const WHOLE_NUMBERS = { tickMinStep: 1 };

const sum = (counts: Count[]) => counts.reduce((n, c) => n + c.count, 0);

function Dashboard({ view }: { view: DashboardView }) {
  const translate = useTranslate();
  const shortDay = useShortDay();
  const label = (key: string) => translate(`dashboard.values.${key}`, { _: key });
  const countRows = (counts: Count[]) => counts.map((c) => [label(c.key), c.count]);
  const pie = (counts: Count[]) => <PieChart series={[{ data: counts.map((c, id) => ({ id, value: c.count, label: label(c.key) })), innerRadius: 40 }]} />;
  const bar = (counts: Count[]) => (
    <BarChart xAxis={[{ scaleType: 'band', data: counts.map((c) => label(c.key)) }]} yAxis={[WHOLE_NUMBERS]} series={[{ data: counts.map((c) => c.count) }]} />
  );
  const active = view.membersByStatus.find((c) => c.key === 'ACTIVE')?.count ?? 0;
  const columns = (what: string) => [translate(what), translate('dashboard.columns.count')];
  const figures = [
    ['dashboard.figures.activeMembers', active],
    ['dashboard.figures.subscriptions', sum(view.subscriptionsByAppType)],
    ['dashboard.figures.pendingInvitations', view.invitations.pending],
    ['dashboard.figures.expiredInvitations', view.invitations.expired],
  ] as const;

  return (
    <Grid container spacing={2}>
      {figures.map(([key, value]) => (
        <Grid key={key} size={{ xs: 6, md: 3 }}><Figure label={translate(key)} value={value} /></Grid>
      ))}
      <Grid size={{ xs: 12 }} id="charts">
        <ChartCard
          title={translate('dashboard.charts.activity')}
          columns={[translate('dashboard.columns.day'), translate('dashboard.columns.signIns'), translate('dashboard.columns.actions')]}
          rows={view.days.some((d) => d.signIns || d.actions) ? view.days.map((d) => [shortDay(d.day), d.signIns, d.actions]) : []}
          chart={(
            <LineChart
              xAxis={[{ scaleType: 'point', data: view.days.map((d) => shortDay(d.day)) }]}
              yAxis={[WHOLE_NUMBERS]}
              series={[
                { data: view.days.map((d) => d.signIns), label: translate('dashboard.columns.signIns'), curve: 'linear' },
                { data: view.days.map((d) => d.actions), label: translate('dashboard.columns.actions'), curve: 'linear' },
              ]}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title={translate('dashboard.charts.membersByStatus')} columns={columns('dashboard.columns.status')}
          rows={countRows(view.membersByStatus)} chart={pie(view.membersByStatus)} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title={translate('dashboard.charts.membersByType')} columns={columns('dashboard.columns.userType')}
          rows={countRows(view.membersByType)} chart={bar(view.membersByType)} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title={translate('dashboard.charts.subscriptionsByAppType')} columns={columns('dashboard.columns.appType')}
          rows={countRows(view.subscriptionsByAppType)} chart={bar(view.subscriptionsByAppType)} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title={translate('dashboard.charts.subscriptionsByTerm')} columns={columns('dashboard.columns.term')}
          rows={countRows(view.subscriptionsByTerm)} chart={pie(view.subscriptionsByTerm)} />
      </Grid>
    </Grid>
  );
}

export function DashboardPage() {
  const translate = useTranslate();
  const accountId = useAccountId();
  // The selected account's figures, as the dashboard's record of that account.
  const view = useGetOne<DashboardView & { id: string }>(DASHBOARD_RESOURCE, { id: accountId });
  // The charts route is this screen, opened at its charts.
  const atCharts = useLocation().pathname.endsWith('/charts');
  useEffect(() => {
    if (atCharts && view.isSuccess) document.getElementById('charts')?.scrollIntoView();
  }, [atCharts, view.isSuccess]);
  return (
    <Box>
      <Title title={translate('dashboard.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate('dashboard.title')}</Typography>
      {view.isPending && <CircularProgress aria-label={translate('dashboard.loading')} />}
      {view.isError && <Alert severity="error">{translate('dashboard.loadFailed', { error: view.error.message })}</Alert>}
      {view.isSuccess && <Dashboard view={view.data} />}
    </Box>
  );
}
