// English texts of the user guide's pages (the default and the fallback). Other locales mirror its keys.
export const en = {
  userGuide: {
    guide: "User guide",
    help: "Help",
    chapters: "Chapters",
    search: "Search the guide",
    results: "%{smart_count} page matches |||| %{smart_count} pages match",
    noResults: "Nothing in the guide matches \u201c%{query}\u201d.",
    untranslated: "This page has no translation yet: it is shown in English.",
    openGuide: "Open the user guide",
  },
};

export type UserGuideMessages = typeof en;
