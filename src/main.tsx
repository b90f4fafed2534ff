// Entry: public pages (sign-in, two-factor...) load a small bundle without react-admin; the
// signed-in console loads only when needed, so the login page stays light.
import { StrictMode, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { loadRuntimeConfig } from './config/services';
import { isPublicPath } from './pages/publicPaths';

const PublicApp = lazy(() => import('./pages/PublicApp'));
const ConsoleApp = lazy(() => import('./App'));

await loadRuntimeConfig();
const path = window.location.pathname.replace(/^\/admin/, '') || '/';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={null}>{isPublicPath(path) ? <PublicApp /> : <ConsoleApp />}</Suspense>
  </StrictMode>,
);
