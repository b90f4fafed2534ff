// English texts of the public pages (the default and the fallback). Other locales mirror its keys.
import { accountEn } from './account/en';
export const en = {
  pages: {
    ...accountEn,
    language: 'Language',
    login: {
      title: 'Sign in',
      subtitle: 'Sign in to manage your accounts and apps',
      username: 'Username',
      password: 'Password',
      submit: 'Sign in',
      usernameRequired: 'Username is required',
      passwordRequired: 'Password is required',
    },
    twoFactor: {
      title: 'Two-factor authentication',
      subtitle: 'Enter the 6-digit code from your authenticator app for %{username}',
      code: 'Authentication code',
      submit: 'Verify',
      codeRequired: 'Authentication code is required',
      codeFormat: 'The authentication code has 6 digits',
      backToLogin: 'Back to sign in',
    },
    accessDecline: {
      title: 'Decline access request',
      question: 'Do you want to decline this access request? The requester will be told.',
      decline: 'Decline',
      declined: 'The access request was declined.',
      invalidLink: 'This link is not valid.',
      signIn: 'Sign in to answer this access request.',
      toLogin: 'Go to sign in',
      toAccountList: 'Go to the account list',
    },
    sso: {
      title: 'Single sign-on',
      continueWith: 'Continue with %{provider}',
      or: 'or',
      signingIn: 'Signing you in…',
      signingInAs: 'Signing you in as %{username}…',
      failed: 'Single sign-on did not complete.',
      providerRefused: 'The provider did not sign you in (%{reason}).',
      noSignInStarted: 'This sign-in has expired or was started in another tab. Please start again.',
      backToLogin: 'Back to sign in',
    },
    acceptInvite: {
      title: 'Invitation',
      working: 'Accepting the invitation…',
      expired: 'This invitation has expired. Would you like to request a new one?',
      requested: 'A new invitation has been requested. It will reach you by email.',
      failed: 'The invitation could not be activated.',
    },
    resendInvite: {
      title: 'Resend invitation',
      working: 'Resending the invitation…',
      failed: 'The invitation could not be resent.',
    },
    invitation: {
      yes: 'Yes',
      no: 'No',
      toAccounts: 'Go to my accounts',
      noKey: 'The link has no invitation key.',
    },
    loginTagline: 'Build apps, subscribe to them, and run your accounts in one place.',
    errors: {
      serverTitle: 'Something went wrong',
      serverText: 'The console could not finish what it was doing. Try again; if it keeps happening, tell your administrator.',
      unavailableTitle: 'The service is unavailable',
      unavailableText: 'The console cannot reach its services right now, usually during maintenance. Try again in a few minutes.',
      retry: 'Try again',
      home: 'Go to sign in',
    },
    loading: 'Opening the console',
    notFound: {
      title: 'Page not found',
      text: 'The page you are looking for does not exist.',
      home: 'Go to sign in',
    },
  },
};

export type PublicMessages = typeof en;
