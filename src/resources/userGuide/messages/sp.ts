// Spanish texts of the user guide's pages.
import type { UserGuideMessages } from './en';

export const sp: UserGuideMessages = {
  userGuide: {
    guide: "Guía del usuario",
    help: "Ayuda",
    chapters: "Capítulos",
    search: "Buscar en la guía",
    results: "%{smart_count} página coincide |||| %{smart_count} páginas coinciden",
    noResults: "Nada en la guía coincide con «%{query}».",
    untranslated: "Esta página aún no está traducida: se muestra en inglés.",
    openGuide: "Abrir la guía del usuario",
  },
};
