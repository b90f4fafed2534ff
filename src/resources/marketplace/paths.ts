// The marketplace's URLs (developer-portal.md §2; public contract, spelt as the spec spells them).
export const marketplacePath = (accountId: string | number) => `/app/${accountId}/market-place`;
export const appDetailPath = (accountId: string | number, appId: string | number) => `/app/${accountId}/${appId}/detialPage`;
/** Also the subscription detail page: a subscription's id is its app instance's id. */
export const instanceDetailPath = (accountId: string | number, appId: string | number, appInstanceId: string | number) =>
  `/app/${accountId}/${appId}/${appInstanceId}/detialPage`;
export const instanceSettingsPath = (accountId: string | number, appId: string | number, appInstanceId: string | number) =>
  `/app/${accountId}/${appId}/${appInstanceId}/settings`;
export const formConfigurationPath = (accountId: string | number, appId: string | number) => `/app/${accountId}/${appId}/form-configuration`;
