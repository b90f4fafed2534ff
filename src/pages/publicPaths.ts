// Which paths belong to the light public entry (src/main.tsx) rather than the signed-in console.
// The public area is the root and everything under /auth/: a new public page (register, verify,
// forgot-password...) only needs its route in PublicApp, and its path here.
import { routes } from '../config/constants';

export const publicPaths = {
  root: '/',
  login: routes.login,
  twoFactor: routes.twoFactor,
  accessDecline: routes.accessDecline,
} as const;

const PUBLIC_AREA = '/auth/';

/** `path` is the location without the /admin prefix. */
export const isPublicPath = (path: string): boolean => path === publicPaths.root || path === '' || path.startsWith(PUBLIC_AREA);
