import type { UsersMessages } from './en';

export const fr: UsersMessages = {
  resources: {
    'account-users': {
      name: 'Utilisateur |||| Utilisateurs',
      fields: { name: 'Nom', email: 'E-mail', userType: "Type d'utilisateur", status: 'Statut', createdAt: 'Membre depuis' },
      notifications: { deleted: 'Utilisateur retiré du compte' },
      message: {
        delete_title: 'Retirer %{recordRepresentation}',
        delete_content: "Retirer cet utilisateur du compte ? Il perd l'accès immédiatement.",
      },
    },
    'user-invitations': {
      name: 'Invitation |||| Invitations',
      fields: { email: 'E-mail', roleName: 'Rôle', userType: "Type d'utilisateur", state: 'État', expiresAt: 'Expire le', createdAt: 'Envoyée le' },
      notifications: { created: 'Invitation envoyée à %{email}', deleted: "Invitation de l'utilisateur supprimée" },
      message: {
        delete_title: "Supprimer l'invitation de %{recordRepresentation}",
        delete_content: 'Supprimer cette invitation ? Son lien cessera de fonctionner.',
      },
    },
  },
  users: {
    title: 'Utilisateurs',
    tabs: { users: 'Utilisateurs', invitations: 'Invitations' },
    choices: {
      userType: { OWNER: 'Propriétaire', DEVELOPER: 'Développeur', USER: 'Utilisateur' },
      status: { ACTIVE: 'Actif', INACTIVE: 'Inactif' },
      state: { PENDING: 'En attente', ACCEPTED: 'Acceptée', EXPIRED: 'Expirée', DELETED: 'Supprimée' },
    },
    action: {
      resend: 'Renvoyer',
      edit: 'Modifier', restore: 'Restaurer', remove: 'Retirer', invite: 'Inviter un utilisateur', send: "Envoyer l'invitation",
      cancel: 'Annuler', save: 'Enregistrer',
    },
    edit: { title: 'Modifier %{name}' },
    invite: {
      title: 'Inviter un utilisateur',
      toEmail: 'E-mail',
      userType: "Type d'utilisateur",
      adminRole: 'Rôle dans la console',
      defaultRole: "Le rôle par défaut du type d'utilisateur",
      appRoles: 'Rôles dans %{app}',
      noApps: "Le compte n'a pas d'autre application où donner des rôles.",
    },
    notifications: { statusUpdated: "Statut de l'utilisateur mis à jour", restored: 'Utilisateur restauré' },
    validation: {
      emailRequired: "L'e-mail est obligatoire",
      emailInvalid: 'Veuillez saisir un e-mail valide',
      userTypeRequired: "Le type d'utilisateur est obligatoire",
    },
    empty: { users: 'Aucun utilisateur ne correspond', invitations: "Aucune invitation pour l'instant" },
  },
};
