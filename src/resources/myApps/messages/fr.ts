import type { MyAppsMessages } from './en';

export const fr: MyAppsMessages = {
  home: {
    welcome: 'Vous travaillez dans %{businessName}',
    accountCode: 'Code du compte',
    role: 'Votre rôle',
    userType: { OWNER: 'Propriétaire', DEVELOPER: 'Développeur', USER: 'Utilisateur' },
    areas: 'Ce que vous pouvez ouvrir',
    noAreas: "Aucun espace de la console ne vous est encore ouvert dans ce compte. Demandez l'accès à un propriétaire du compte.",
  },
  myApps: {
    title: 'Mes applications',
    open: 'Ouvrir',
    settings: 'Paramètres',
    details: 'Détails',
    empty: "Votre compte n'est encore abonné à aucune application.",
    browseMarketplace: 'Parcourir la place de marché',
    emptyMenu: 'Aucune application abonnée',
    noMatch: 'Aucune application ne correspond',
    searchApps: 'Rechercher des applications',
    submenuLabel: 'Applications abonnées',
    noRoleAssigned: 'aucun rôle attribué',
  },
};
