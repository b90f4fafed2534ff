// Chinese texts of the user guide's pages.
import type { UserGuideMessages } from './en';

export const zh: UserGuideMessages = {
  userGuide: {
    guide: "用户指南",
    help: "帮助",
    chapters: "章节",
    search: "搜索指南",
    results: "%{smart_count} 个页面匹配",
    noResults: "指南中没有与“%{query}”匹配的内容。",
    untranslated: "此页面尚未翻译，以英文显示。",
    openGuide: "打开用户指南",
  },
};
