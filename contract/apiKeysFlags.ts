// API keys of an app instance (developer-portal.md §7 "API keys"): generating, renaming, rolling,
// revoking and deleting them needs this flag (owners hold it through allpermissions).
export const MANAGE_API_KEYS = 'manage_api_keys';
