import { accountFr } from './account/fr';
import type { PublicMessages } from './en';

export const fr: PublicMessages = {
  pages: {
    ...accountFr,
    language: 'Langue',
    login: {
      title: 'Connexion',
      subtitle: 'Connectez-vous pour gérer vos comptes et vos applications',
      username: "Nom d'utilisateur",
      password: 'Mot de passe',
      submit: 'Se connecter',
      usernameRequired: "Le nom d'utilisateur est obligatoire",
      passwordRequired: 'Le mot de passe est obligatoire',
    },
    twoFactor: {
      title: 'Authentification à deux facteurs',
      subtitle: "Saisissez le code à 6 chiffres de votre application d'authentification pour %{username}",
      code: "Code d'authentification",
      submit: 'Vérifier',
      codeRequired: "Le code d'authentification est obligatoire",
      codeFormat: "Le code d'authentification comporte 6 chiffres",
      backToLogin: 'Retour à la connexion',
    },
    accessDecline: {
      title: 'Refuser la demande d\'accès',
      question: 'Voulez-vous refuser cette demande d\'accès ? Le demandeur en sera informé.',
      decline: 'Refuser',
      declined: 'La demande d\'accès a été refusée.',
      invalidLink: 'Ce lien n\'est pas valide.',
      signIn: 'Connectez-vous pour répondre à cette demande d\'accès.',
      toLogin: 'Aller à la connexion',
      toAccountList: 'Aller à la liste des comptes',
    },
    sso: {
      title: 'Authentification unique',
      continueWith: 'Continuer avec %{provider}',
      or: 'ou',
      signingIn: 'Connexion en cours…',
      signingInAs: 'Connexion en cours en tant que %{username}…',
      failed: "L'authentification unique n'a pas abouti.",
      providerRefused: 'Le fournisseur ne vous a pas connecté (%{reason}).',
      noSignInStarted: 'Cette connexion a expiré ou a été commencée dans un autre onglet. Veuillez recommencer.',
      backToLogin: 'Retour à la connexion',
    },
    acceptInvite: {
      title: 'Invitation',
      working: 'Acceptation de l\'invitation…',
      expired: 'Cette invitation a expiré. Voulez-vous en demander une nouvelle ?',
      requested: 'Une nouvelle invitation a été demandée. Vous la recevrez par e-mail.',
      failed: 'L\'invitation n\'a pas pu être activée.',
    },
    resendInvite: {
      title: 'Renvoyer l\'invitation',
      working: 'Renvoi de l\'invitation…',
      failed: 'L\'invitation n\'a pas pu être renvoyée.',
    },
    invitation: {
      yes: 'Oui',
      no: 'Non',
      toAccounts: 'Aller à mes comptes',
      noKey: 'Le lien ne contient pas de clé d\'invitation.',
    },
    notFound: {
      title: 'Page introuvable',
      text: "La page que vous cherchez n'existe pas.",
      home: 'Aller à la connexion',
    },
  },
};
