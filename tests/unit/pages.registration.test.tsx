// The registration and recovery pages' own rules, checked before anything reaches the server, and
// what they send when it does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PublicI18nProvider } from '../../src/pages/PublicI18n';
import { RegisterPage } from '../../src/pages/RegisterPage';
import { RegisterBusinessPage } from '../../src/pages/RegisterBusinessPage';
import { RegisterSuccessPage } from '../../src/pages/RegisterSuccessPage';
import { ResetPasswordPage } from '../../src/pages/ResetPasswordPage';
import { registrationDraft } from '../../src/pages/registrationDraft';
import { fakeServer } from './httpClient.fakeServer';

const PASSWORD = 'Str0ng!pass';

function renderAt(path: string) {
  return render(
    <PublicI18nProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth/register" element={<RegisterPage />} />
          <Route path="/auth/register-2" element={<RegisterBusinessPage />} />
          <Route path="/auth/register-success" element={<RegisterSuccessPage />} />
          <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
        </Routes>
      </MemoryRouter>
    </PublicI18nProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillFirstStep(email = 'ada@example.com') {
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Email', email);
  type('Password', PASSWORD);
  type('Confirm password', PASSWORD);
}

afterEach(() => {
  cleanup();
  registrationDraft.clear();
  vi.unstubAllGlobals();
});

describe('registration', () => {
  it('checks names, the address, the password rule and the confirmation before asking the server', async () => {
    const server = fakeServer({});
    renderAt('/auth/register');
    type('Email', 'not-an-address');
    type('Password', 'weakpass');
    type('Confirm password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Passwords do not match!')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText(/^Password must be at least 8 characters/)).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('refuses a taken address at the first step', async () => {
    fakeServer({ 'GET /auth/emailCheck': () => ({ status: 200, body: { exists: true } }) });
    renderAt('/auth/register');
    fillFirstStep('taken@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('An account with this email address already exists. Please sign in.')).toBeTruthy();
    expect(registrationDraft.get()).toBeUndefined();
  });

  it('carries the first step to the business step, then registers both together', async () => {
    const server = fakeServer({
      'GET /auth/emailCheck': () => ({ status: 200, body: { exists: false } }),
      'POST /auth/register': () => ({ status: 200, body: { message: 'User registered successfully', username: 'ada@example.com', verificationRequired: true } }),
    });
    renderAt('/auth/register');
    fillFirstStep();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 2 of 2: the account you will work in');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Business name is required')).toBeTruthy();
    type('Business name', 'Engines Ltd');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('User registered successfully')).toBeTruthy();
    expect(screen.getByText(/We sent a verification email to ada@example.com/)).toBeTruthy();
    expect(server.to('POST /auth/register')[0].body).toEqual({
      firstName: 'Ada', lastName: 'Lovelace', username: 'ada@example.com', password: PASSWORD, businessName: 'Engines Ltd',
    });
  });

  it('with an invitation key registers at once, sending the key and notification id', async () => {
    const server = fakeServer({
      'GET /auth/emailCheck': () => ({ status: 200, body: { exists: false } }),
      'POST /auth/register': () => ({ status: 200, body: { message: 'User registered successfully', username: 'ada@example.com', verificationRequired: false } }),
    });
    renderAt('/auth/register?key=abc123&nId=7');
    fillFirstStep();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You have joined the account you were invited to. You can sign in now.')).toBeTruthy();
    const [sent] = server.to('POST /auth/register');
    expect(sent.url.searchParams.get('key')).toBe('abc123');
    expect(sent.url.searchParams.get('nId')).toBe('7');
  });

  it('the business step without the first one starts again at the first', async () => {
    renderAt('/auth/register-2');
    expect(await screen.findByText('Step 1 of 2: about you')).toBeTruthy();
  });
});

describe('reset-password', () => {
  it('without a token says the link is not valid', () => {
    renderAt('/auth/reset-password');
    expect(screen.getByText('This link is not valid. Please request a new one.')).toBeTruthy();
  });

  it('checks the rule and the confirmation, then shows the server\'s refusal of a used link', async () => {
    const server = fakeServer({
      'POST /auth/resetPassword': () => ({ status: 400, body: { status: 400, error: 'Bad Request', message: 'This link has already been used or a newer one was sent. Please request a new one.' } }),
    });
    renderAt('/auth/reset-password?token=tok');
    type('New password', PASSWORD);
    type('Confirm password', 'Str0ng!pasS');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Passwords do not match!')).toBeTruthy();
    expect(server.requests).toEqual([]);
    type('Confirm password', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(/This link has already been used/)).toBeTruthy();
    expect(server.to('POST /auth/resetPassword')[0].body).toEqual({ token: 'tok', password: PASSWORD });
  });
});
