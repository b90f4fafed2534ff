// Every language has every text English has: react-admin's own, the rich-text toolbar's, the
// shell's, the public pages' and every plugin's. A key missing in a language would show in English there (issue 16).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import englishReactAdmin from 'ra-language-english';
import frenchReactAdmin from 'ra-language-french';
import { raSpanish } from '../../src/i18n/raBase/sp';
import { raJapanese } from '../../src/i18n/raBase/jp';
import { raChinese } from '../../src/i18n/raBase/zh';
import { en as shellEnglish } from '../../src/i18n/messages/en';
import { en as publicEnglish } from '../../src/pages/messages/en';
import { loadPublicMessages, richTextTexts } from '../../src/i18n';
import { richTextEnglish } from '../../src/i18n/richText/en';
import { corePlugins } from '../../src/corePlugins';
import type { Messages, OnDemandLocale } from '../../src/plugins/types';

const LOCALES: OnDemandLocale[] = ['fr', 'sp', 'jp', 'zh'];

/** Every key path to a text, e.g. `ra.action.save`. */
function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    (typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

/** English's keys the translation lacks. */
const missing = (english: object, translation: object) => {
  const present = new Set(keysOf(translation));
  return keysOf(english).filter((key) => !present.has(key));
};

/** The `ra.tiptap.*` keys ra-input-rich-text's toolbar buttons ask for, read from the installed package. */
function toolbarKeysAsked(): string[] {
  const buttons = join(dirname(createRequire(import.meta.url).resolve('ra-input-rich-text')), 'buttons');
  const code = readdirSync(buttons).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(buttons, file), 'utf8')).join('\n');
  return [...new Set(code.match(/ra\.tiptap\.\w+/g) ?? [])];
}

const reactAdmin: Record<OnDemandLocale, object> = { fr: frenchReactAdmin, sp: raSpanish, jp: raJapanese, zh: raChinese };
const publicTexts: Record<OnDemandLocale, () => Promise<object>> = {
  fr: () => import('../../src/pages/messages/fr').then((m) => m.fr),
  sp: () => import('../../src/pages/messages/sp').then((m) => m.sp),
  jp: () => import('../../src/pages/messages/jp').then((m) => m.jp),
  zh: () => import('../../src/pages/messages/zh').then((m) => m.zh),
};

describe.each(LOCALES)('%s has every English text', (locale) => {
  it("of react-admin's own", () => {
    expect(missing(englishReactAdmin, reactAdmin[locale])).toEqual([]);
  });

  it('of the rich-text toolbar', async () => {
    expect(missing(richTextEnglish, await richTextTexts[locale]())).toEqual([]);
  });

  it("of the shell and the public pages", async () => {
    expect(missing(shellEnglish, await loadPublicMessages(locale))).toEqual([]);
    expect(missing(publicEnglish, await publicTexts[locale]())).toEqual([]);
  });

  it.each(corePlugins.filter((plugin) => plugin.messages).map((plugin) => [plugin.name, plugin.messages!] as const))(
    'of the %s plugin', async (_name, messages) => {
      const load = messages[locale];
      const translation: Messages = load ? await load() : {};
      expect(missing(messages.en, translation)).toEqual([]);
    },
  );
});

describe('the check itself', () => {
  it('knows every toolbar text the rich-text editor asks for', async () => {
    const asked = toolbarKeysAsked();
    expect(asked.length).toBeGreaterThan(20);
    const known = new Set(keysOf(richTextEnglish));
    expect(asked.filter((key) => !known.has(key))).toEqual([]);
  });

  it('names a missing key by its path', () => {
    expect(missing({ a: { b: 'B', c: 'C' }, d: 'D' }, { a: { b: 'x' } })).toEqual(['a.c', 'd']);
  });
});
