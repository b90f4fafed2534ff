// The developer portal's records as the developerApp service sends them (developer-portal.md §3).
export interface PortalItem {
  id: number;
  appId: string | null;
  name: string;
  description: string | null;
  logo: string | null;
  logoType: 'URL' | 'IMAGE' | 'FONTAWESOME' | null;
  favicon: string | null;
  accessUrl: string | null;
  published: 'PUBLISHED' | 'UNPUBLISHED' | null;
  mode: string | null;
  type: string;
  status: string;
  stopNewSubscriptions: boolean;
  parentAppId: number | null;
  developerAccountId: number | null;
}

/** GET /developerApp: the account's developer app and its subscription (the portal). */
export interface PortalStatus {
  id: number;
  name: string;
  subscribed: boolean;
  appInstanceId: number | null;
}
