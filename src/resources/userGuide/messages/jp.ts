// Japanese texts of the user guide's pages.
import type { UserGuideMessages } from './en';

export const jp: UserGuideMessages = {
  userGuide: {
    guide: "ユーザーガイド",
    help: "ヘルプ",
    chapters: "章",
    search: "ガイドを検索",
    results: "%{smart_count} ページが一致しました",
    noResults: "「%{query}」に一致するページはありません。",
    untranslated: "このページはまだ翻訳されていないため、英語で表示しています。",
    openGuide: "ユーザーガイドを開く",
  },
};
