import { enActivity } from './activity/en';

export const en = {
  activityLog: {
    title: { page: 'Activity log', detail: 'Activity' },
    fields: {
      time: 'Time', user: 'User', type: 'Type', event: 'Event', status: 'Status', message: 'Message', folder: 'Folder', action: 'Action',
      details: 'Details', fromDate: 'From', toDate: 'To',
    },
    filters: 'Filters', any: 'Any',
    action: { export: 'Export CSV', details: 'Details', close: 'Close' },
    empty: 'No activity matches these filters.',
    retention: 'Activity is kept %{smart_count} day. |||| Activity is kept %{smart_count} days.',
    lastPurge: 'Older activity was last removed on %{at} (%{deleted} removed).',
    neverPurged: 'Older activity has not been removed yet.',
    ...enActivity,
  },
};

export type ActivityLogMessages = typeof en;
