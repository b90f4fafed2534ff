// The marketplace's permission flags (console-shell.md §6, developer-portal.md §7).
import { APP_KINDS } from './appKinds';

export const MARKETPLACE_FLAG = 'view_marketplace_apps';
/** subscribe_app, subscribe_service, subscribe_connector. */
export const subscribeFlag = (kind: string) => `subscribe_${kind}`;
export const SUBSCRIBE_FLAGS = APP_KINDS.map(subscribeFlag);
