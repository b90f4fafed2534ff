// What the registry derives from the plugins' page declarations: the guarded routes, the menu and
// the access answers, so a page's path and flags are written once.
import { createElement } from 'react';
import type { AccessQuery, MenuEntry, PageDeclaration, PluginRoute } from './types';
import type { Flags } from '../session/session';
import { hasAnyFlag } from './flags';

export const routesOf = (pages: PageDeclaration[]): PluginRoute[] =>
  pages.map(({ path, component, anyOfFlags, noLayout, firstList }) => ({
    path: path.pattern, element: createElement(component), anyOfFlags, noLayout, firstList,
  }));

function menuTarget({ path, nav }: PageDeclaration): MenuEntry['to'] {
  const { params } = path;
  if (params.length === 0) return path.pattern;
  if (params.length === 1 && params[0] === 'accountId') return (accountId) => path.path({ accountId });
  throw new Error(`The menu entry "${nav?.key}" leads to ${path.pattern}: only :accountId can be filled in by the menu`);
}

export const menuOf = (pages: PageDeclaration[]): MenuEntry[] =>
  pages
    .filter((page) => page.nav)
    .map((page) => ({
      ...page.nav!, anyOfFlags: page.nav!.anyOfFlags ?? page.anyOfFlags, to: menuTarget(page),
      alsoAt: pages.filter((other) => other.within === page.nav!.key).map((other) => other.path.pattern),
    }))
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100));

/** The page's answer when the query names its access name; undefined otherwise. */
export function pageAccess(pages: PageDeclaration[], flags: Flags, { resource }: AccessQuery): boolean | undefined {
  const named = pages.filter((page) => page.access !== undefined && page.access === resource);
  return named.length === 0 ? undefined : named.some((page) => hasAnyFlag(flags, page.anyOfFlags));
}
