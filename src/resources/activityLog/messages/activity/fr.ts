// The activity kinds and messages in French (the English ones are in contract/activityLogRules.ts).
import type { ActivityTexts } from './types';

export const frActivity: ActivityTexts = {
  kinds: {
    app: 'Application', service: 'Service', connector: 'Connecteur', module: 'Module', addModule: 'Module complémentaire',
    DeveloperApp: 'Application de développeur', developerPortal: 'Portail développeur', subscription: 'Abonnement',
    appSettings: "Formulaire de paramètres d'application", appInstanceSettings: "Paramètres d'instance", parameter: 'Paramètre',
    uiText: "Texte d'interface", apiKey: 'Clé API', image: 'Image', permission: 'Permission', role: 'Rôle',
    connectorLink: 'Lien de connecteur', connectorApi: 'API de connecteur', instanceConnectorApi: "Valeurs d'API de connecteur",
    account: 'Compte', accountUser: 'Membre', invitation: 'Invitation', pageTemplate: 'Modèle de page',
    instanceTemplate: "Modèle de page d'instance", templatePage: 'Page de modèle', emailTemplate: "Modèle d'e-mail",
    dataExport: 'Exportation des données', database: 'Base de données', security: 'Sécurité',
  },
  messages: {
    app: {
      registered: "Application de développeur %{name} enregistrée", created: '%{type} %{name} : création',
      updated: '%{type} %{name} : modification', published: '%{type} %{name} : publication', unpublished: '%{type} %{name} : dépublication',
      subscriptionsStopped: 'Nouveaux abonnements à %{name} arrêtés', subscriptionsEnabled: 'Nouveaux abonnements à %{name} autorisés',
      deleted: '%{type} %{name} : suppression', opened: '%{name} ouverte',
    },
    developerPortal: { subscribed: 'Abonnement au portail développeur' },
    subscription: { subscribed: 'Abonnement à %{name}', unsubscribed: 'Désabonnement de %{name}' },
    parameter: { created: 'Paramètre %{name} ajouté', updated: 'Paramètre %{name} modifié', deleted: 'Paramètre %{name} supprimé' },
    uiText: {
      created: 'Texte %{name} ajouté à %{app}', updated: 'Texte %{name} de %{app} modifié', deleted: 'Texte %{name} de %{app} supprimé',
      imported: '%{count} textes (%{locale}) de %{app} importés', instanceSaved: "Textes de l'instance enregistrés",
    },
    apiKey: {
      created: 'Clé API %{name} de %{instance} générée', updated: 'Clé API %{name} de %{instance} renommée',
      revoked: 'Clé API %{name} de %{instance} révoquée', rolled: 'Clé API %{name} de %{instance} renouvelée',
      deleted: 'Clé API %{name} de %{instance} supprimée',
    },
    image: { uploaded: 'Image téléversée' },
    permission: {
      created: 'Permission %{name} ajoutée à %{app}', updated: 'Permission %{name} de %{app} modifiée', deleted: 'Permission %{name} supprimée de %{app}',
    },
    role: {
      created: 'Rôle %{name} créé', renamed: 'Rôle %{from} renommé %{name}', deleted: 'Rôle %{name} supprimé',
      permissionsSet: 'Permissions du rôle %{name} enregistrées', defaultCreated: 'Rôle par défaut %{name} ajouté à %{app}',
      defaultUpdated: 'Rôle par défaut %{name} de %{app} modifié', defaultDeleted: 'Rôle par défaut %{name} supprimé de %{app}',
      defaultPermissionsSet: 'Permissions du rôle par défaut %{name} de %{app} enregistrées', assigned: 'Rôles de %{member} modifiés',
    },
    connectorLink: { linked: "%{name} lié à l'instance d'application %{instance}", removed: "%{name} retiré de l'instance d'application %{instance}" },
    connectorApi: {
      created: 'API de connecteur %{name} ajoutée à %{connector}', updated: 'API de connecteur %{name} modifiée',
      deleted: 'API de connecteur %{name} supprimée', tested: 'API de connecteur %{name} testée : %{outcome}',
    },
    instanceConnectorApi: { saved: "Valeurs de l'API de connecteur %{name} enregistrées pour l'instance %{instance}" },
    invitation: { sent: 'Invitation envoyée à %{email}', resent: 'Invitation renvoyée' },
    account: { madeDefault: 'Compte par défaut changé' },
    security: { tokenSubjectMismatch: "Un jeton d'accès au nom de l'utilisateur %{namedUserId} est arrivé avec une session de l'utilisateur %{sessionUserId} : refusé, et cette session a pris fin" },
    change: {
      create: '%{type} : création', update: '%{type} : modification', delete: '%{type} : suppression', status: '%{type} : statut changé',
      previewImage: "%{type} : image d'aperçu enregistrée", publish: '%{type} : publication', import: '%{type} : textes importés',
      revoke: '%{type} : révocation', roll: '%{type} : renouvellement', testMail: '%{type} : e-mail de test envoyé',
      assign: '%{type} : rôles attribués', migrate: '%{type} : migration des données lancée',
    },
  },
};
