import type { ParametersMessages } from './en';

export const fr: ParametersMessages = {
  parameters: {
    title: { page: "Paramètres de l'application", add: 'Ajouter un paramètre', edit: 'Modifier le paramètre %{name}', delete: 'Supprimer le paramètre' },
    fields: { parameterName: 'Nom du paramètre', parameterValue: 'Valeur du paramètre', description: 'Description', source: 'Défini par' },
    source: { account: 'Ce compte', platform: 'Valeur par défaut de la plateforme' },
    action: { add: 'Ajouter un paramètre', override: 'Définir pour ce compte', save: 'Enregistrer', cancel: 'Annuler', confirm: 'Oui' },
    question: { delete: 'Supprimer le paramètre %{name} ? Si la plateforme a une valeur par défaut de ce nom, elle s’applique de nouveau.' },
    overrideNote: 'Ceci est la valeur par défaut de la plateforme. Enregistrer définit la valeur propre à ce compte, que ses membres utilisent alors.',
    empty: 'Aucun paramètre pour l’instant. Ajoutez-en un maintenant.',
    rules: {
      nameRequired: 'Le nom du paramètre est obligatoire',
      nameFormat: 'Commencez par une lettre ; utilisez uniquement des lettres, chiffres, point, tiret et tiret bas',
      nameTooLong: 'Le nom du paramètre ne doit pas dépasser 100 caractères',
      valueRequired: 'La valeur du paramètre est obligatoire',
      valueTooLong: 'La valeur du paramètre ne doit pas dépasser 2000 caractères',
      idleTime: 'idleTime est un nombre entier de secondes entre 60 et 86400',
    },
  },
  // The success texts of the parameters' resource (src/resources/parameters/parametersResources.ts).
  resources: {
    appParameters: {
      notifications: {
        created: "Paramètre d'application créé avec succès", updated: "Paramètre d'application mis à jour avec succès", deleted: "Paramètre d'application supprimé avec succès",
      },
    },
  },
};
