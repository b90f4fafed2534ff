import type { EmailTemplatesMessages } from './en';

export const fr: EmailTemplatesMessages = {
  emailTemplates: {
    sections: { app: 'Modèles d’e-mail', instance: 'Modèles d’e-mail' },
    empty: 'Aucun modèle d’e-mail pour l’instant.',
    fields: {
      name: 'Nom', subject: 'Objet', htmlBody: 'Corps HTML', textBody: 'Corps texte', sampleData: 'Données d’exemple (JSON)', updatedAt: 'Mis à jour',
    },
    help: {
      placeholders: 'Écrivez {{name}} là où va une valeur des données d’exemple, {{order.total}} pour une valeur imbriquée, {{#items}}…{{/items}} pour répéter sur une liste.',
      sampleData: 'Un objet JSON avec une valeur pour chaque variable, par ex. {"name": "Ada"}',
    },
    action: {
      add: 'Ajouter un modèle d’e-mail', save: 'Enregistrer', cancel: 'Annuler', close: 'Fermer', testMail: 'M’envoyer un e-mail de test',
      confirm: 'Supprimer', view: 'Voir',
    },
    title: {
      add: 'Ajouter un modèle d’e-mail', edit: 'Modifier le modèle d’e-mail : %{name}', view: 'Modèle d’e-mail : %{name}', delete: 'Supprimer le modèle d’e-mail',
    },
    question: { delete: 'Supprimer le modèle d’e-mail « %{name} » ? Cette action est définitive.' },
    preview: {
      title: 'Aperçu avec les données d’exemple', subject: 'Objet', html: 'HTML', text: 'Texte', frame: 'Aperçu HTML de l’e-mail',
      unavailable: 'L’aperçu s’affiche dès que les données d’exemple sont un objet JSON.',
    },
    missing: 'Cette variable n’a pas de valeur dans les données d’exemple : %{names} |||| Ces variables n’ont pas de valeur dans les données d’exemple : %{names}',
    validation: {
      nameRequired: 'Le nom est obligatoire',
      subjectRequired: 'L’objet est obligatoire',
      tooLong: '%{max} caractères au plus',
      syntax: 'Modèle non valide : %{detail}',
      sampleJson: 'Les données d’exemple ne sont pas du JSON valide : %{detail}',
      sampleObject: 'Les données d’exemple doivent être un objet JSON, par ex. {"name": "Ada"}',
    },
    result: { testMail: 'E-mail de test envoyé à %{to}' },
  },
  // The success texts of the templates' resources (emailTemplatesResources.ts).
  resources: {
    appEmailTemplates: {
      notifications: {
        created: 'Modèle d’e-mail ajouté avec succès',
        updated: 'Modèle d’e-mail mis à jour avec succès',
        deleted: 'Modèle d’e-mail supprimé avec succès',
      },
    },
    instanceEmailTemplates: {
      notifications: {
        created: 'Modèle d’e-mail de l’instance ajouté avec succès',
        updated: 'Modèle d’e-mail de l’instance mis à jour avec succès',
        deleted: 'Modèle d’e-mail de l’instance supprimé avec succès',
      },
    },
  },
};
