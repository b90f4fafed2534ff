// The activity log (console-shell.md §7: every action leaves a trace): reading the account's traces
// and exporting them needs this flag (owners hold it through allpermissions).
export const VIEW_ACTIVITY_LOG = 'view_activity_log';
