// French texts of the user guide's pages.
import type { UserGuideMessages } from './en';

export const fr: UserGuideMessages = {
  userGuide: {
    guide: "Guide de l'utilisateur",
    help: "Aide",
    chapters: "Chapitres",
    search: "Rechercher dans le guide",
    results: "%{smart_count} page correspond |||| %{smart_count} pages correspondent",
    noResults: "Rien dans le guide ne correspond à « %{query} ».",
    untranslated: "Cette page n'est pas encore traduite : elle est affichée en anglais.",
    openGuide: "Ouvrir le guide de l'utilisateur",
  },
};
