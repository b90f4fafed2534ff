// A public page that is still loading says so to a screen reader, in the chosen language.
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PublicI18nProvider } from '../../src/pages/PublicI18n';
import { lazyPage } from '../../src/pages/lazyPage';

afterEach(cleanup);

it('shows a named progress indicator while the page loads', async () => {
  const NeverLoaded = lazyPage(() => new Promise<Record<string, unknown>>(() => {}), 'NeverLoaded');
  render(<PublicI18nProvider><NeverLoaded /></PublicI18nProvider>);
  expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeTruthy();
});
