import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, testDataProvider, type Validator } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AccountForm } from '../../src/resources/accounts/AccountForm';
import { accountValidators, imageFormat } from '../../src/resources/accounts/accountValidators';
import { accountMessages } from '../../src/resources/accounts/messages';
import { mergeMessages } from '../../src/plugins/registry';
import type { Messages } from '../../src/plugins/types';

afterEach(cleanup);

/** The first message a list of react-admin validators gives, as the form would show it. */
const firstProblem = (validators: Validator[], value: unknown) =>
  validators.map((validate) => validate(value, {}, {})).find((message) => message !== undefined);

describe('account field rules', () => {
  it('rejects a business name of 250 characters or more', () => {
    expect(firstProblem(accountValidators.businessName, 'a'.repeat(249))).toBeUndefined();
    expect(firstProblem(accountValidators.businessName, 'a'.repeat(250))).toBe('accounts.validation.businessNameTooLong');
    expect(firstProblem(accountValidators.businessName, '')).toBe('accounts.validation.businessNameRequired');
  });

  it('rejects a bad email, phone number or zipcode', () => {
    expect(firstProblem(accountValidators.billingEmail, 'billing@example')).toBe('accounts.validation.billingEmailInvalid');
    expect(firstProblem(accountValidators.billingEmail, 'billing@example.com')).toBeUndefined();
    expect(firstProblem(accountValidators.contactPhone, '12-34')).toBe('accounts.validation.contactPhoneInvalid');
    expect(firstProblem(accountValidators.contactPhone, '+33 (1) 23 45 67 89')).toBeUndefined();
    expect(firstProblem(accountValidators.zipcode, '1')).toBe('accounts.validation.zipcodeInvalid');
    expect(firstProblem(accountValidators.zipcode, '75001')).toBeUndefined();
  });

  it('accepts only PNG or JPEG pictures', () => {
    const gif = { rawFile: new File(['x'], 'logo.gif', { type: 'image/gif' }), src: 'blob:1' };
    const png = { rawFile: new File(['x'], 'logo.png', { type: 'image/png' }), src: 'blob:2' };
    expect(imageFormat(gif, {}, {})).toBe('accounts.validation.imageFormat');
    expect(imageFormat(png, {}, {})).toBeUndefined();
    expect(imageFormat('data:image/jpeg;base64,AAAA', {}, {})).toBeUndefined();
    expect(imageFormat(null, {}, {})).toBeUndefined();
  });
});

describe('the account form', () => {
  const i18nProvider = polyglotI18nProvider(
    () => mergeMessages(englishMessages as unknown as Messages, accountMessages.en) as never,
    'en',
  );

  function renderForm(onSubmit = vi.fn()) {
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()}>
        <ResourceContextProvider value="accounts">
          <AccountForm onSubmit={onSubmit} />
        </ResourceContextProvider>
      </AdminContext>,
    );
    return onSubmit;
  }
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('shows each rule broken, in words, and does not save', async () => {
    const onSubmit = renderForm();
    type(/^Business name/, 'b'.repeat(250));
    type(/^Billing email/, 'not-an-email');
    type(/^Contact phone number/, '12');
    type(/^Zipcode/, '!');
    fireEvent.drop(screen.getAllByTestId('dropzone')[0], {
      dataTransfer: { files: [new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })], types: ['Files'] },
    });
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
    expect(await screen.findByText('Business name must be less than 250 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid billing email')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByText('Please enter a valid bill zipcode')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('Uploaded file is not in desired format, please upload PNG/JPEG file.')).toBeTruthy(),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    // What was typed stays in place.
    expect((screen.getByLabelText(/^Billing email/) as HTMLInputElement).value).toBe('not-an-email');
  }, 30_000);
});
