import type { ShellMessages } from './en';

export const fr: ShellMessages = {
  shell: {
    menu: {
      myApps: 'Mes applications',
      marketplace: 'Place de marché',
      developerPortal: 'Portail développeur',
      users: 'Utilisateurs',
      dataMigration: 'Migration de données',
      dataExport: 'Export de données',
      apiDocuments: 'Documentation API',
    },
    header: { switchAccount: 'Changer de compte', account: 'Compte' },
    profile: {
      editProfile: 'Modifier le profil',
      security: 'Sécurité',
      changePassword: 'Changer le mot de passe',
      signOut: 'Se déconnecter',
    },
    session: {
      expired: 'Votre session a expiré. Veuillez vous reconnecter pour continuer.',
      login: 'Connexion',
    },
    errors: {
      unauthorized: 'Non autorisé',
      generic: 'une erreur est survenue',
      invalidCredentials: 'Identifiants invalides.',
    },
    // A save refused because someone else saved the record meanwhile (src/ui/StaleSaveDialog.tsx).
    staleSave: {
      title: 'Enregistré entre-temps par quelqu\'un d\'autre',
      text: 'Quelqu\'un d\'autre l\'a enregistré depuis que vous l\'avez ouvert : vos modifications ne sont pas encore enregistrées. Sa version :',
      saved: 'Enregistré %{time}',
      revision: 'Révision %{revision}, enregistrée %{time}',
      revisionNumber: 'Révision %{revision}',
      keepMine: 'Garder mes modifications',
      keepMineHint: 'Enregistrer à nouveau remplace sa version par la vôtre.',
      loadTheirs: 'Charger sa version',
    },
    language: { label: 'Langue' },
    // A subscription's term and environment, read on the Marketplace and in My Apps.
    subscription: { terms: { Monthly: 'Mensuel', Quarterly: 'Trimestriel', Yearly: 'Annuel', ALLTIME: 'Permanent' }, environments: { Test: 'Test', Production: 'Production' } },
  },
};
