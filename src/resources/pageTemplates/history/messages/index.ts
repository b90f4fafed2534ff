// The History tab's texts, joined to the pageTemplates plugin's own (the plugin's index.ts passes its
// messages through withHistoryMessages): English at once, every other language fetched with the plugin's.
import { mergeMessages } from '../../../../plugins/registry';
import type { Messages, OnDemandLocale, PluginMessages } from '../../../../plugins/types';
import { en } from './en';

const historyTexts: Record<OnDemandLocale, () => Promise<Messages>> = {
  fr: () => import('./fr').then((m) => m.fr),
  sp: () => import('./sp').then((m) => m.sp),
  jp: () => import('./jp').then((m) => m.jp),
  zh: () => import('./zh').then((m) => m.zh),
};

export function withHistoryMessages(plugin: PluginMessages): PluginMessages {
  const joined: PluginMessages = { en: mergeMessages(plugin.en, en) };
  for (const locale of Object.keys(historyTexts) as OnDemandLocale[]) {
    const own = plugin[locale];
    joined[locale] = async () => mergeMessages(own ? await own() : {}, await historyTexts[locale]());
  }
  return joined;
}
