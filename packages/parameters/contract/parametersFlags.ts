// App parameters (developer-portal.md §7 "App parameters"): reading one (e.g. idleTime) is for every
// member; listing and changing the account's parameters needs this flag (owners hold it through
// allpermissions).
export const MANAGE_PARAMETERS = 'manage_parameters';
