// The plugin contract: a plugin declares its resources, pages (each once: path, flags, view and
// menu entry), access rules and messages; the app only composes them (see docs/plugins.md).
import type { ComponentType, ReactElement } from 'react';
import type { DataProvider } from 'react-admin';
import type { PagePath } from '../config/pagePath';
import type { Flags } from '../session/session';
import type { SessionScope, SessionValues } from '../session/sessionValues';
import type { ListQuery } from '../dataProviders/firstListPage';
import type { AppView } from '../../contract/developerPortal';
import type { InstanceView } from '../../contract/marketplace';
import type { AccountUserView } from '../../contract/users';

export type Locale = 'en' | 'fr' | 'sp' | 'jp' | 'zh';
/** The languages other than English: their texts load only when chosen. */
export type OnDemandLocale = Exclude<Locale, 'en'>;
export type Messages = { [key: string]: string | Messages };

export interface ResourceDefinition {
  name: string;
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: string;
  /**
   * Where its data comes from: a domain's declared routes (declaredResourceProvider), or any
   * DataProvider (e.g. ra-data-simple-rest). A provider whose calls name the selected account or the
   * signed-in user takes a function of the session scope instead: the console hands it the scope,
   * read at call time.
   */
  dataProvider?: DataProvider | ((scope: SessionScope) => DataProvider);
  /**
   * The route tables whose changes its lists follow live (contract/liveChanges.ts), for a provider
   * not made by declaredResourceProvider, which knows its own (e.g. `routeTopics([appRoutes.list])`).
   */
  liveTopics?: string[];
}

/** A page's entry in the navigation menu. */
export interface PageNav {
  key: string;
  /** An i18n key. */
  label: string;
  icon?: ComponentType;
  /** Lower comes first. */
  order?: number;
  /**
   * Who sees the entry, when not the page's own flags: the landing page opens to every signed-in
   * user, its My Apps entry only to holders of My Apps' flags.
   */
  anyOfFlags?: string[];
  /**
   * Items shown under the entry (e.g. My Apps' subscribed apps): the side menu renders it below the
   * entry when not collapsed, the top menu in a drop-down beside it. It fetches its own data.
   */
  submenu?: ComponentType<MenuSubmenuProps>;
  /**
   * Route tables (topics, `routeTopics([routes.create])`) whose records others create here: the
   * entry shows how many were created since the user last opened it (issue 33, record 0415).
   */
  newItemsOf?: string[];
}

/** A page declared once: the registry derives its guarded route, its menu entry and its access answer. */
export interface PageDeclaration {
  /** Under /admin; a menu entry's path may only take `:accountId` (the current account). */
  path: PagePath;
  /** The view, usually a lazyView. */
  component: ComponentType;
  /** Open only to a user holding one of these flags (or allpermissions); to every signed-in user when absent. */
  anyOfFlags?: string[];
  /** Rendered without the signed-in layout. */
  noLayout?: boolean;
  /** The name canAccess({ resource }) knows the page by; the answer is the page's flags. */
  access?: string;
  nav?: PageNav;
  /**
   * The menu entry (its nav key) a page belongs to when its path does not lie under the entry's, e.g.
   * a page opened in a new tab at the spec's address: the breadcrumb names the entry before the page.
   */
  within?: string;
  /**
   * The list the page shows first, when opened by its address: the console fetches its first page
   * while it boots (src/dataProviders/firstListPage.ts). Null when that visit shows no list.
   */
  firstList?: (visit: PageVisit) => ListQuery | null;
}

/** A page opened by its address: what its first list may depend on. */
export interface PageVisit {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  session: SessionValues;
  flags: Flags;
}

/** A route as App.tsx renders it, derived from a page. */
export interface PluginRoute {
  path: string;
  element: ReactElement;
  anyOfFlags?: string[];
  noLayout?: boolean;
  firstList?: PageDeclaration['firstList'];
}

/** A menu entry as the layout renders it, derived from a page's nav (anyOfFlags resolved). */
export interface MenuEntry extends PageNav {
  /** The target; account-scoped entries get the current account id. */
  to: string | ((accountId: string) => string);
  /** The route patterns of the pages declared `within` the entry. */
  alsoAt?: string[];
}

export interface MenuSubmenuProps {
  /** Called after the user picks an item (closes the small-screen drawer or the drop-down). */
  onNavigate?: () => void;
}

/** A component the plugin puts in the header, beside the language switcher (e.g. the notification bell). */
export interface HeaderItem {
  key: string;
  component: ComponentType;
  /** Lower comes first. */
  order?: number;
}

export interface AccessQuery {
  resource?: string;
  action?: string;
  record?: unknown;
}

/** Answers an access question for this plugin's resources; undefined = not this plugin's concern. */
export type AccessRule = (flags: Flags, query: AccessQuery) => boolean | undefined;

/** What an app's edit page hands the sections plugins add to it. */
export interface AppSectionProps {
  app: AppView;
}

/** What an app instance's detail page hands the sections plugins add to it. */
export interface InstanceSectionProps {
  accountId: number;
  instance: InstanceView;
}

interface SectionCommon {
  key: string;
  /** The tab's label, an i18n key. */
  label: string;
  /** Shown only to a user holding one of these flags (or allpermissions); to everyone when absent. */
  anyOfFlags?: string[];
  /** Lower comes first. */
  order?: number;
}

/**
 * A tab a plugin adds to another domain's page, so a domain extends a page without reaching into
 * its owner: the app edit page (the app's permissions, roles, UI texts...) and the instance detail
 * page (its roles, API keys, connector links...). The component is usually a lazyView.
 */
export type PageSection = {
  [P in SectionPlace]: SectionCommon & {
    place: P;
    component: ComponentType<SectionPlaces[P]>;
    /** Shown only for the records it fits (e.g. connector APIs on a connector's page); always when absent. */
    when?: (props: SectionPlaces[P]) => boolean;
  }
}[SectionPlace];

/** The pages that take sections, with what each hands them. */
export interface SectionPlaces {
  appEdit: AppSectionProps;
  instanceDetail: InstanceSectionProps;
}
export type SectionPlace = keyof SectionPlaces;

/**
 * A button a plugin adds to each member's row on the Users page (e.g. the roles domain's Roles),
 * so the users domain shows it without importing its owner.
 */
export interface MemberAction {
  key: string;
  component: ComponentType<{ member: AccountUserView }>;
  /** Shown only to a user holding one of these flags (or allpermissions). */
  anyOfFlags?: string[];
  /** Lower comes first. */
  order?: number;
}

export interface ConsolePlugin {
  name: string;
  resources?: ResourceDefinition[];
  pages?: PageDeclaration[];
  /** Tabs this plugin adds to other domains' pages. */
  sections?: PageSection[];
  /** Buttons this plugin adds to each member's row on the Users page. */
  memberActions?: MemberAction[];
  /** Shown in the signed-in header to every signed-in user. */
  headerItems?: HeaderItem[];
  canAccess?: AccessRule;
  /**
   * Answers for records that are not the selected account's (an account in the account list is
   * checked against the caller's membership in it): asked before the selected account's
   * allpermissions, which says nothing about them.
   */
  recordAccess?: AccessRule;
  /** Built-in messages (see `localeMessages`); server-loaded labels override them. */
  messages?: PluginMessages;
  /**
   * The idle time-out, in seconds, of the account being entered (console-shell.md: the idleTime
   * parameter), read once its flags are in: the parameters plugin gives it. At most one plugin does;
   * without one, or when it fails, the console's default applies.
   */
  idleTime?: IdleTimeSource;
}

export type IdleTimeSource = () => Promise<unknown>;

/** A plugin's texts: English given (the default and the fallback), each other language as a loader. */
export type PluginMessages = { en: Messages } & { [L in OnDemandLocale]?: () => Promise<Messages> };

const definedPlugins = new WeakSet<object>();

/** Declares a plugin; the console finds a domain's plugin among its index.ts exports by this mark. */
export function definePlugin(plugin: ConsolePlugin): ConsolePlugin {
  definedPlugins.add(plugin);
  return plugin;
}

export const isDefinedPlugin = (value: unknown): value is ConsolePlugin =>
  typeof value === 'object' && value !== null && definedPlugins.has(value);
