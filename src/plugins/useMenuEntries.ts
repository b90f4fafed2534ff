// The menu the user may see: the plugins' entries whose flags they hold, with account-scoped
// targets resolved for the current account.
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { useRegistry } from './RegistryContext';
import { hasAnyFlag } from './registry';
import { useSession, useFlags } from '../session';
import type { MenuSubmenuProps } from './types';

export interface VisibleMenuEntry {
  key: string;
  label: string;
  icon?: ComponentType;
  to: string;
  submenu?: ComponentType<MenuSubmenuProps>;
  /** The route patterns of the pages declared within the entry (PageDeclaration.within). */
  alsoAt?: string[];
  newItemsOf?: string[];
}

export function useMenuEntries(): VisibleMenuEntry[] {
  const { menu } = useRegistry();
  const { permissions } = useFlags();
  const flags = permissions ?? {};
  const { accountId } = useSession();
  return menu
    .filter((entry) => hasAnyFlag(flags, entry.anyOfFlags))
    .filter((entry) => typeof entry.to === 'string' || accountId) // account-scoped entries need an account
    .map(({ key, label, icon, to, submenu, alsoAt, newItemsOf }) => ({
      key, label, icon, submenu, alsoAt, newItemsOf, to: typeof to === 'string' ? to : to(accountId),
    }));
}

/** The entry the path belongs to: the one with the longest target that prefixes it, else one with a page declared within it there. */
export function findActiveEntry<T extends { to: string; alsoAt?: string[] }>(entries: T[], pathname: string): T | undefined {
  const targetPath = (to: string) => to.split('?')[0].replace(/\/$/, '');
  return entries
    .filter((e) => {
      const path = targetPath(e.to);
      return pathname === path || pathname.startsWith(`${path}/`);
    })
    .sort((a, b) => targetPath(b.to).length - targetPath(a.to).length)[0]
    ?? entries.find((e) => e.alsoAt?.some((pattern) => matchPath(pattern, pathname)));
}

export const isSameTarget = (to: string, pathname: string) => to.split('?')[0].replace(/\/$/, '') === pathname.replace(/\/$/, '');
