import type { ApiKeysMessages } from './en';

export const fr: ApiKeysMessages = {
  apiKeys: {
    section: "Clés d'API",
    title: { generate: "Générer une clé d'API", rename: 'Renommer %{name}', roll: 'Renouveler %{name}', revoke: "Révoquer la clé d'API", delete: "Supprimer la clé d'API" },
    fields: {
      name: 'Nom', prefix: 'Clé', status: 'Statut', expiresAt: 'Expire le', lastUsed: 'Dernière utilisation', key: "La nouvelle clé d'API",
      graceHours: "Heures pendant lesquelles l'ancienne clé fonctionne encore",
    },
    status: { ACTIVE: 'Active', REVOKED: 'Révoquée', EXPIRED: 'Expirée' },
    action: {
      generate: "Générer une clé d'API", rename: 'Renommer', roll: 'Renouveler', revoke: 'Révoquer', delete: 'Supprimer', save: 'Enregistrer', cancel: 'Annuler',
      yes: 'Oui', copy: 'Copier', copied: 'Copiée', close: 'Fermer',
    },
    question: {
      revoke: 'Révoquer la clé %{name} ? Les applications qui l’utilisent seront refusées ; c’est définitif.',
      delete: 'Supprimer la clé %{name} ? Les applications qui l’utilisent seront refusées.',
    },
    shownOnce: 'Copiez cette clé maintenant et gardez-la en lieu sûr : elle ne sera plus affichée.',
    rollNote: "La clé reçoit un nouveau secret maintenant. Donnez la nouvelle clé à l'application avant que l'ancienne ne cesse de fonctionner.",
    graceHelp: 'De 0 (arrêt immédiat) à %{max}.',
    noExpiry: "Laissez vide pour une clé qui n'expire pas.",
    mineOnly: "Seulement les clés que j'ai générées", graceUntil: "L'ancienne clé fonctionne jusqu'au %{at}",
    never: 'Jamais', neverUsed: 'Pas encore utilisée',
    used: '%{at} (%{smart_count} utilisation) |||| %{at} (%{smart_count} utilisations)',
    empty: "Aucune clé d'API pour l'instant. Générez-en une maintenant.",
    rules: { nameRequired: 'Le nom de la clé est obligatoire', nameTooLong: 'Le nom de la clé ne doit pas dépasser %{max} caractères' },
  },
  // The success texts of the keys' resource (src/resources/apiKeys/apiKeysResources.ts).
  resources: {
    instanceApiKeys: {
      notifications: {
        created: "Clé d'API générée avec succès", updated: "Clé d'API de %{app} mise à jour avec succès",
        revoked: "Clé d'API de %{app} révoquée avec succès", deleted: "Clé d'API de %{app} supprimée avec succès",
      },
    },
  },
};
