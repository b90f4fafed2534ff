import type { UiTextsMessages } from './en';

export const fr: UiTextsMessages = {
  uiTexts: {
    sections: { app: "Textes de l'interface", instance: "Textes de l'interface" },
    title: {
      add: 'Ajouter un texte', edit: 'Modifier le texte %{name}', delete: 'Supprimer le texte', editInstance: 'Textes de cette instance pour %{name}',
      console: 'Textes de la console',
    },
    fields: { propertyName: 'Nom de la propriété', description: 'Description', tag: 'Étiquette', status: 'Statut', locale: 'Langue', inUse: 'Texte utilisé', source: 'Provenance' },
    locales: { en: 'Anglais', fr: 'Français', sp: 'Espagnol', jp: 'Japonais', ch: 'Chinois' },
    problems: { missing: 'Manquant', placeholders: 'Variables différentes', stale: 'Périmé' },
    status: { ACTIVE: 'Actif', INACTIVE: 'Inactif' },
    source: { instance: 'Cette instance', app: "L'application" },
    action: {
      add: 'Ajouter un texte', save: 'Enregistrer', cancel: 'Annuler', confirm: 'Oui', export: 'Exporter en JSON', import: 'Importer du JSON',
      reset: "Revenir au texte de l'application",
    },
    question: { delete: 'Supprimer le texte %{name} ?' },
    empty: { app: 'Aucun texte pour l’instant. Ajoutez-en un maintenant.', instance: "L'application n'a aucun texte." },
    imported: '%{smart_count} texte importé. |||| %{smart_count} textes importés.',
    importUnknown: "L'application n'a pas de propriété nommée : %{names}.",
    importRefused: "Le fichier n'a pas été importé : %{reason}",
    importShape: 'il doit contenir un seul objet JSON de textes, { "nom.de.propriété": "texte" }',
    instanceNote: "Un champ vide utilise le texte de l'application.",
    appText: "Texte de l'application",
    none: 'aucun',
    consoleNote: 'Les libellés propres à votre compte pour cette console, dans chaque langue. Ils apparaissent la prochaine fois que quelqu’un entre dans le compte.',
    rules: {
      nameRequired: 'Le nom de la propriété est obligatoire',
      nameFormat: 'Utilisez des mots séparés par des points, faits de lettres, chiffres et tiret bas, par ex. shell.menu.users',
      nameTooLong: 'Le nom de la propriété ne doit pas dépasser 200 caractères',
      baseRequired: 'Le texte anglais (ou la valeur par défaut) est obligatoire',
      textTooLong: 'Un texte ne doit pas dépasser 2000 caractères',
    },
  },
  // The success texts of the UI texts' resources (src/resources/uiTexts/uiTextsResources.ts).
  resources: {
    appUiTexts: { notifications: { created: 'Propriété enregistrée avec succès', updated: 'Propriété enregistrée avec succès', deleted: 'Propriété supprimée avec succès' } },
    instanceUiTexts: { notifications: { updated: 'Propriété enregistrée avec succès' } },
  },
};
