// Each page with a menu entry is titled with its menu label's own message, in every language: the
// menu said "Exportation des données" and the page "Export de données" (two keys, each translated
// its own way, and the menu's also overridden by the server's admin UI labels). The title's key is
// read from the page's view (<Title>, PageHeading or its h1): it must be the menu label's key, and
// so read the same in en, fr, sp, jp and zh.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corePlugins } from '../../src/corePlugins';
import { enabledPlugins } from '../../scripts/plugins/installedPlugins.mjs';
import { createTranslator, loadPublicMessages } from '../../src/i18n';
import { mergeMessages } from '../../src/plugins/registry';
import type { Locale, Messages } from '../../src/plugins/types';

const LOCALES: Locale[] = ['en', 'fr', 'sp', 'jp', 'zh'];
/** The console's own views, and those of the plugin packages it runs. */
const SOURCES = [join(__dirname, '../../src'), ...enabledPlugins().map((plugin) => plugin.dir)];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.tsx') ? [path] : [];
  });
}
const files = SOURCES.flatMap(sourceFiles).map((path) => ({ path, code: readFileSync(path, 'utf8') }));

/** A page title: react-admin's <Title> or <List title>, the console's PageHeading, or an h1. */
const TITLE = /(?:<Title title=\{|<List\s+title=\{|<PageHeading>\{|component="h1"[^>]*>\{)translate\('([^']+)'/;

/**
 * The key of the title a view shows, in the file that exports it: after the view's own function, else
 * in the file's other parts it renders (a list component above it, as the scaffold writes).
 */
function titleKeyOf(view: string): string | undefined {
  const start = new RegExp(`export (default )?function ${view}\\(`);
  const file = files.find(({ code }) => start.test(code));
  return file && (file.code.slice(file.code.search(start)).match(TITLE) ?? file.code.match(TITLE))?.[1];
}

const pages = corePlugins.flatMap((plugin) => (plugin.pages ?? []).filter((page) => page.nav).map((page) => ({
  plugin, page, view: /lazyView\((\w+)\)/.exec((page.component as { displayName?: string }).displayName ?? '')?.[1] ?? '',
})));

describe('a page\'s title is its menu label', () => {
  it('finds the pages', () => expect(pages.length).toBeGreaterThan(10));

  it.each(pages.map(({ plugin, page, view }) => [page.nav!.key, plugin, page, view] as const))('%s', async (_key, plugin, page, view) => {
    const titleKey = titleKeyOf(view);
    expect(titleKey, `the title of ${view}`).toBeDefined();
    expect(titleKey, `${view}'s title is its menu label's message`).toBe(page.nav!.label);
    for (const locale of LOCALES) {
      const load = locale === 'en' ? undefined : plugin.messages?.[locale];
      const own: Messages = locale === 'en' ? plugin.messages?.en ?? {} : load ? await load() : {};
      const texts = mergeMessages(await loadPublicMessages(locale), own);
      const translate = createTranslator(locale, texts, plugin.messages?.en ?? {});
      expect(translate(titleKey!), `${locale}: ${page.nav!.label} vs ${titleKey}`).toBe(translate(page.nav!.label));
    }
  });
});
