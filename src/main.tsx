// Entry: public pages (sign-in, two-factor...) load a small bundle without react-admin; the
// signed-in console loads only when needed, so the login page stays light.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { loadRuntimeConfig } from './config/services';
import { isPublicPath } from './pages/publicPaths';

const path = window.location.pathname.replace(/^\/admin/, '') || '/';
// The run-time config and the page's bundle are fetched together, not one after the other.
const [page] = await Promise.all([
  isPublicPath(path) ? import('./pages/PublicApp') : import('./App'),
  loadRuntimeConfig(),
]);
// The console opens after the config, which decides the languages it offers.
const Page = 'openConsole' in page ? await page.openConsole() : page.default;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
