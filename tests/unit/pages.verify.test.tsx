// The verification link's page: a link cut short says so in words and asks the server nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PublicI18nProvider } from '../../src/pages/PublicI18n';
import { VerifyPage } from '../../src/pages/VerifyPage';
import { fakeServer } from './httpClient.fakeServer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (path: string) => render(
  <PublicI18nProvider>
    <MemoryRouter initialEntries={[path]}>
      <Routes><Route path="/auth/verify" element={<VerifyPage />} /></Routes>
    </MemoryRouter>
  </PublicI18nProvider>,
);

describe('the verification link', () => {
  it('without its token says the link is incomplete and offers a new mail, without asking the server', async () => {
    const server = fakeServer({});
    renderAt('/auth/verify?username=ada%40example.com');
    expect(await screen.findByText('This link is incomplete. Open the link in your verification mail as it is, or ask for a new mail.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /verification/i })).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });
});
