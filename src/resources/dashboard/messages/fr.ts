import type { DashboardMessages } from './en';

export const fr: DashboardMessages = {
  dashboard: {
    map: { title: "Comptes par pays", intro: "Vos comptes, placés selon le pays indiqué. Les membres sont comptés dans les comptes dont vous pouvez voir le tableau de bord.", country: "Pays", accounts: "Comptes", members: "Membres", membersHidden: "—", loading: "Chargement de la carte", notOnMap: "Absents de la carte (écrits autrement, ou trop petits) : %{countries}", nav: "Carte des comptes" },
    title: 'Tableau de bord',
    loading: 'Chargement du tableau de bord',
    loadFailed: "Le tableau de bord n'a pas pu être chargé : %{error}",
    empty: 'Rien à afficher pour le moment.',
    action: { showTable: 'Afficher en tableau', showChart: 'Afficher en graphique' },
    figures: {
      activeMembers: 'Membres actifs', subscriptions: 'Abonnements',
      pendingInvitations: 'Invitations en attente', expiredInvitations: 'Invitations expirées',
    },
    charts: {
      activity: 'Connexions et actions, 30 derniers jours',
      membersByStatus: 'Membres par statut',
      membersByType: "Membres par type d'utilisateur",
      subscriptionsByAppType: 'Abonnements par nature',
      subscriptionsByTerm: 'Abonnements par durée',
    },
    columns: {
      day: 'Jour', signIns: 'Connexions', actions: 'Actions', count: 'Nombre',
      status: 'Statut', userType: "Type d'utilisateur", appType: 'Nature', term: 'Durée',
    },
    values: {
      ACTIVE: 'Actif', INACTIVE: 'Inactif', OWNER: 'Propriétaire', DEVELOPER: 'Développeur', USER: 'Utilisateur',
      app: 'Applications', service: 'Services', connector: 'Connecteurs', none: 'Sans durée',
    },
  },
};
