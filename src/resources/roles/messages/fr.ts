import type { RolesMessages } from './en';

export const fr: RolesMessages = {
  roles: {
    sections: { permissions: 'Permissions', defaultRoles: 'Rôles par défaut', instanceRoles: 'Rôles', members: 'Membres' },
    fields: {
      permissionId: 'Identifiant de permission', permissionName: 'Nom de la permission', description: 'Description', roleName: 'Nom du rôle',
      userType: "Type d'utilisateur", kind: 'Nature', permissions: 'Permissions', members: 'Membres', name: 'Nom', email: 'E-mail', roles: 'Rôles',
    },
    userTypes: { OWNER: 'Propriétaire', DEVELOPER: 'Développeur', USER: 'Utilisateur', all: "Tous les types d'utilisateur" },
    kinds: { instance: 'Rôle personnalisé', default: 'Rôle par défaut' },
    action: {
      addPermission: 'Ajouter une permission', addRole: 'Ajouter un rôle', save: 'Enregistrer',
      cancel: 'Annuler', close: 'Fermer', confirm: 'Oui', saveAnyway: 'Enregistrer les changements', permissionsOf: 'Permissions',
      rolesOf: 'Rôles', holders: 'Qui la détient', selectAll: 'Tout sélectionner (affichés)',
    },
    title: {
      addPermission: 'Ajouter une permission', editPermission: 'Modifier la permission %{name}', addDefaultRole: 'Ajouter un rôle par défaut',
      addInstanceRole: 'Ajouter un rôle', editRole: 'Modifier le rôle %{name}', deletePermission: 'Supprimer la permission',
      deleteRole: 'Supprimer le rôle', effective: 'Permissions de %{name}', holders: 'Qui détient %{permission}',
      memberRolesAll: 'Rôles de %{name}', memberRoles: 'Rôles de %{name} dans %{app}', impact: 'Avant d’enregistrer',
    },
    validation: {
      permissionIdRequired: "L'identifiant de permission est obligatoire",
      permissionIdFormat: 'Utilisez uniquement des lettres, des chiffres et le tiret bas',
      permissionNameRequired: 'Le nom de la permission est obligatoire',
      permissionNameTooLong: 'Le nom de la permission doit faire moins de 20 caractères',
      maxLength20: 'La longueur maximale est de 20',
      roleNameRequired: 'Le nom du rôle est obligatoire',
      roleNameTooLong: 'Le nom du rôle doit faire moins de 20 caractères',
      userTypeRequired: "Le type d'utilisateur est obligatoire",
    },
    question: {
      deletePermission: 'Supprimer la permission %{name} ?',
      deletePermissionUsed: 'Supprimer la permission %{name} ? %{smart_count} rôle la perd. |||| Supprimer la permission %{name} ? %{smart_count} rôles la perdent.',
      deleteRole: 'Supprimer le rôle %{name} ?',
    },
    empty: {
      permissions: "Cette application n'a encore aucune permission.", roles: 'Aucun rôle pour le moment.', members: 'Aucun membre trouvé.',
      effective: "Ce membre ne détient aucune permission dans cette application.", holders: 'Personne ne détient cette permission.',
    },
    effective: {
      assigned: 'Issues des rôles attribués à ce membre.',
      userTypeDefaults: "Aucun rôle n'est attribué : les rôles par défaut du type %{userType} s'appliquent.",
      grantedBy: 'Accordée par', through: 'Via',
    },
    impact: {
      none: 'Personne ne gagne ni ne perd de permission.', lose: '%{smart_count} membre perd %{permission} |||| %{smart_count} membres perdent %{permission}',
      gain: '%{smart_count} membre obtient %{permission} |||| %{smart_count} membres obtiennent %{permission}', member: '%{name} : obtient %{gains} ; perd %{losses}', nothing: 'rien',
      accounts: 'Membres concernés : %{members}, dans %{smart_count} compte abonné |||| Membres concernés : %{members}, dans %{smart_count} comptes abonnés',
    },
    checklist: { search: 'Rechercher des permissions', selected: '%{count} sur %{total} sélectionnées', none: 'Aucune permission ne correspond.' },
    memberRoles: {
      inApp: 'Rôles dans %{app}', console: 'la console',
      custom: 'Rôles personnalisés', defaults: 'Rôles par défaut',
      defaultsNote: "Si aucun rôle n'est coché, les rôles par défaut du type d'utilisateur du membre s'appliquent.",
    },
    roleCannotBeDeleted: 'Ce rôle ne peut pas être supprimé.',
  },
  // The success texts of the roles' resources (src/resources/roles/rolesResources.ts).
  resources: {
    appPermissions: { notifications: { created: 'Permission créée avec succès', updated: 'Permission mise à jour avec succès', deleted: 'Permission supprimée avec succès' } },
    appDefaultRoles: { notifications: { created: 'Rôle créé avec succès', updated: 'Rôle mis à jour avec succès', deleted: 'Rôle supprimé avec succès' } },
    instanceRoles: { notifications: { created: 'Rôle créé avec succès', updated: 'Rôle mis à jour avec succès', deleted: 'Rôle supprimé avec succès' } },
  },
};
