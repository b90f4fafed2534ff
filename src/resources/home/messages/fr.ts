import type { HomeMessages } from './en';

export const fr: HomeMessages = {
  home: {
    title: 'Bienvenue',
    welcome: 'Vous travaillez dans %{businessName}',
    accountCode: 'Code du compte',
    role: 'Votre rôle',
    userType: { OWNER: 'Propriétaire', DEVELOPER: 'Développeur', USER: 'Utilisateur' },
    areas: 'Ce que vous pouvez ouvrir',
    noAreas: "Aucun espace de la console ne vous est encore ouvert dans ce compte. Demandez l'accès à un propriétaire du compte.",
  },
};
