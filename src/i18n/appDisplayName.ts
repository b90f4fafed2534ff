// An app's name as people read it. The account's own developer app is stored as DeveloperApp_{accountId},
// an internal name (the menus hide it, console-shell.md): it reads as the Developer Portal it serves,
// in the console's language and under the label the server may give that menu entry.
import { isDeveloperApp } from '../../contract/appKinds';

export const appDisplayName = (name: string, translate: (key: string) => string): string =>
  (isDeveloperApp({ name }) ? translate('shell.menu.developerPortal') : name);
