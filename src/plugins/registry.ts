// Composes a list of plugins into what <Admin> needs: resources, routes and menu (derived from the
// pages), access and messages.
import type {
  AccessQuery, ConsolePlugin, HeaderItem, IdleTimeSource, Locale, MemberAction, MenuEntry, Messages, PageSection, PluginRoute, ResourceDefinition,
  SectionPlace,
} from './types';
import type { Flags } from '../session/session';
import { ALL_PERMISSIONS } from '../../contract/sessionFlags';
import { menuOf, pageAccess, routesOf } from './pageRegistry';

export interface PluginRegistry {
  plugins: ConsolePlugin[];
  resources: ResourceDefinition[];
  routes: PluginRoute[];
  menu: MenuEntry[];
  headerItems: HeaderItem[];
  /** The tabs plugins add to a page, in order. */
  sections<P extends SectionPlace>(place: P): Extract<PageSection, { place: P }>[];
  /** The buttons plugins add to a member's row on the Users page, in order. */
  memberActions: MemberAction[];
  canAccess(flags: Flags, query: AccessQuery): boolean;
  /** The plugins' English texts, shipped with the console. */
  englishMessages: Messages;
  /** The plugins' texts in one language, fetched on first use (English at once). */
  loadMessages(locale: Locale): Promise<Messages>;
  /** Where entering an account reads its idle time-out, when a plugin gives it. */
  idleTime?: IdleTimeSource;
}

/** The flag test every plugin and the guard share. */
export { hasAnyFlag } from './flags';

function mergeMessages(target: Messages, source: Messages): Messages {
  const out: Messages = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    out[key] = typeof value === 'object' && typeof existing === 'object' ? mergeMessages(existing, value) : value;
  }
  return out;
}

export function createRegistry(plugins: ConsolePlugin[]): PluginRegistry {
  const names = new Set<string>();
  for (const p of plugins) {
    if (names.has(p.name)) throw new Error(`Two plugins are named "${p.name}"`);
    names.add(p.name);
  }
  const resources = plugins.flatMap((p) => p.resources ?? []);
  const seen = new Set<string>();
  for (const r of resources) {
    if (seen.has(r.name)) throw new Error(`Two plugins declare the resource "${r.name}"`);
    seen.add(r.name);
  }
  const pages = plugins.flatMap((p) => p.pages ?? []);
  const sections = plugins.flatMap((p) => p.sections ?? []).sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
  const idleTimeSources = plugins.filter((p) => p.idleTime);
  if (idleTimeSources.length > 1) throw new Error(`Only one plugin may give the idle time-out (${idleTimeSources.map((p) => p.name).join(', ')} do)`);
  const englishMessages = plugins.reduce<Messages>((acc, p) => mergeMessages(acc, p.messages?.en ?? {}), {});
  return {
    plugins,
    resources,
    routes: routesOf(pages),
    menu: menuOf(pages),
    headerItems: plugins.flatMap((p) => p.headerItems ?? []).sort((a, b) => (a.order ?? 100) - (b.order ?? 100)),
    memberActions: plugins.flatMap((p) => p.memberActions ?? []).sort((a, b) => (a.order ?? 100) - (b.order ?? 100)),
    sections: <P extends SectionPlace>(place: P) => sections.filter((s): s is Extract<PageSection, { place: P }> => s.place === place),
    canAccess(flags, query) {
      if (query.record !== undefined) {
        for (const p of plugins) {
          const answer = p.recordAccess?.(flags, query);
          if (answer !== undefined) return answer;
        }
      }
      if (flags[ALL_PERMISSIONS] === true) return true;
      const pageAnswer = pageAccess(pages, flags, query);
      if (pageAnswer !== undefined) return pageAnswer;
      for (const p of plugins) {
        const answer = p.canAccess?.(flags, query);
        if (answer !== undefined) return answer;
      }
      return false; // deny what no plugin claims
    },
    englishMessages,
    idleTime: idleTimeSources[0]?.idleTime,
    async loadMessages(locale) {
      if (locale === 'en') return englishMessages;
      const texts = await Promise.all(plugins.map((p) => p.messages?.[locale]?.() ?? {}));
      return texts.reduce<Messages>(mergeMessages, {});
    },
  };
}

export { mergeMessages };
