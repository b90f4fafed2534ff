// The account dashboard (console-shell.md §2 dashboards, charts): its figures need this flag
// (owners hold it through allpermissions).
export const VIEW_DASHBOARD = 'view_dashboard';
