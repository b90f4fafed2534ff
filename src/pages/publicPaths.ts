// Which paths belong to the light public entry (src/main.tsx) rather than the signed-in console.
// The public area is the root and everything under /auth/: a new public page (register, verify,
// forgot-password...) only needs its route in PublicApp, and its path here.
import { routes } from '../config/constants';

export const publicPaths = {
  root: '/',
  login: routes.login,
  twoFactor: routes.twoFactor,
  accessDecline: routes.accessDecline,
  // Registration and recovery (console-shell.md §2); sign-up-request is ours: the spec shows only its success page.
  register: '/auth/register',
  registerBusiness: '/auth/register-2',
  registerSuccess: '/auth/register-success',
  verifyMail: '/auth/verifymail',
  verify: '/auth/verify',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  signUpRequest: '/auth/sign-up-request',
  signUpRequestSuccess: '/auth/sign-up-request-success',
  ssoReturn: routes.ssoReturn,
  acceptInvite: '/auth/accept-invite',
  resendInvite: '/auth/resend-invite',
} as const;

const PUBLIC_AREA = '/auth/';

/** `path` is the location without the /admin prefix. */
export const isPublicPath = (path: string): boolean => path === publicPaths.root || path === '' || path.startsWith(PUBLIC_AREA);
