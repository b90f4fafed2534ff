import type { PageHistoryMessages } from './en';

export const fr: PageHistoryMessages = {
  pageTemplates: {
    revisions: {
      list: 'Révisions',
      loading: "Chargement de l'historique…",
      unavailable: 'Aucun historique à afficher.',
      compare: 'Comparer',
      ticked: '%{count} sur 2 sélectionnées',
      limit: 'Vous ne pouvez sélectionner que 2 éléments au maximum.',
      tick: 'Sélectionner la révision %{revision} du %{time}',
      revision: 'Révision %{revision}',
      by: 'par %{name}',
      someone: "quelqu'un",
      actions: { created: 'Créée', updated: 'Enregistrée', published: 'Publiée', status: 'Statut modifié', previewImage: "Image d'aperçu créée" },
      restore: 'Restaurer',
      restoreLabel: "Restaurer la révision %{revision} dans l'éditeur",
      restoredComment: 'Restaurée depuis %{time}',
      restored: "La révision %{revision} est dans l'éditeur en modifications non enregistrées. Enregistrez-la pour la garder comme nouvelle révision.",
      compareTitle: 'Révision %{older} et révision %{newer} côte à côte',
      field: 'Champ',
      changed: 'Modifié',
      unchanged: 'Inchangé',
      same: 'Les deux révisions sont identiques.',
      diffSides: '%{field} : révision %{older} à gauche, révision %{newer} à droite',
      loadingDiff: 'Chargement de la comparaison…',
      imageOf: "Image d'aperçu de la révision %{revision}",
      noImage: 'Aucune',
      yes: 'Oui',
      no: 'Non',
      close: 'Fermer',
      fields: {
        pageName: 'Nom de la page', description: 'Description', category: 'Catégorie', comments: 'Commentaires', status: 'Statut',
        stable: 'Stable', previewImage: "Image d'aperçu", dataForPreview: "Données d'aperçu", content: 'Contenu',
      },
    },
  },
};
