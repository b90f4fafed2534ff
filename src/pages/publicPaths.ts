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
  // Named by the spec only (docs/decisions.md): the split sign-in layouts, the error pages, loading
  // the testers' route map and the product links (/auth/{product}link).
  login1: '/auth/login-1',
  login2: '/auth/login-2',
  serverError: '/auth/error-1',
  unavailable: '/auth/error-2',
  unauthorized: '/auth/401',
  notFound: '/auth/404',
  loading: '/auth/loading',
  testMapper: '/auth/test-mapper',
  productLink: '/auth/:page',
} as const;

const PUBLIC_AREA = '/auth/';

/** `path` is the location without the /admin prefix. */
export const isPublicPath = (path: string): boolean => path === publicPaths.root || path === '' || path.startsWith(PUBLIC_AREA);
