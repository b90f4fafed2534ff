// The registration and recovery pages (console-shell.md §2), each loaded when opened.
import { lazyPage } from './lazyPage';
import { publicPaths } from './publicPaths';

export const accountPages = [
  { path: publicPaths.register, Page: lazyPage(() => import('./RegisterPage'), 'RegisterPage') },
  { path: publicPaths.registerBusiness, Page: lazyPage(() => import('./RegisterBusinessPage'), 'RegisterBusinessPage') },
  { path: publicPaths.registerSuccess, Page: lazyPage(() => import('./RegisterSuccessPage'), 'RegisterSuccessPage') },
  { path: publicPaths.verifyMail, Page: lazyPage(() => import('./VerifyMailPage'), 'VerifyMailPage') },
  { path: publicPaths.verify, Page: lazyPage(() => import('./VerifyPage'), 'VerifyPage') },
  { path: publicPaths.forgotPassword, Page: lazyPage(() => import('./ForgotPasswordPage'), 'ForgotPasswordPage') },
  { path: publicPaths.resetPassword, Page: lazyPage(() => import('./ResetPasswordPage'), 'ResetPasswordPage') },
  { path: publicPaths.signUpRequest, Page: lazyPage(() => import('./SignUpRequestPage'), 'SignUpRequestPage') },
  { path: publicPaths.signUpRequestSuccess, Page: lazyPage(() => import('./SignUpRequestSuccessPage'), 'SignUpRequestSuccessPage') },
];
