import type { ComponentsMessages } from './en';

export const fr: ComponentsMessages = {
  components: {
    title: "Composants",
    intro: "Les éléments communs avec lesquels chaque extension construit ses écrans : à quoi sert chacun, comment l'importer, ses propriétés, et l'élément lui-même en action. Voir docs/plugins.md.",
    props: "Propriétés", prop: "Propriété", type: "Type", example: "En action",
    pieces: {
      result: { name: "Dialogue de résultat", purpose: "Termine chaque action : un message de succès, d'information ou d'erreur avec Fermer. La mise en page le fournit une fois." },
      resultOnSuccess: { name: "Résultat après les enregistrements de react-admin", purpose: "Options de mutation pour Create, Edit et les boutons de suppression : le message de la ressource dans le dialogue, puis retour ou actualisation." },
      editDelete: { name: "Boutons Modifier et Supprimer", purpose: "Les deux boutons-icônes d'une ligne, nommés d'après la ligne pour qu'un lecteur d'écran dise laquelle." },
      logo: { name: "Logo d'application", purpose: "Le logo d'une application depuis une URL ou une image téléversée, ou une tuile lettrée s'il n'y en a pas ou s'il ne se charge pas." },
      table: { name: "Liste de section", purpose: "Une liste react-admin dans une section de page : recherche, colonnes triables, pagination « Affichage X-Y sur Z éléments » et état vide ; elle passe à la ligne à 375 px." },
    },
    samples: {
      success: "Afficher un succès", error: "Afficher une erreur", saved: "Exemple enregistré avec succès", refused: "L'exemple n'a pas pu être enregistré : ce n'est qu'un exemple",
      resultOnSuccess: "S'utilise ainsi : <Create mutationOptions={useResultOnSuccess('created', to)}> ; pas de bandeau, le dialogue à la place.",
      tableCaption: "Exemples", name: "Nom", empty: "Aucun exemple ne correspond.",
    },
  },
};
