import { describe, expect, it } from 'vitest';
import {
  isPngOrJpeg, isValidEmail, isValidPhone, isValidZipcode, passwordProblem, passwordsMatch,
  validationMessages,
} from '../../src/config/validators';
import { isBusinessNameWithinLimit } from '../../contract/accountsRules';

describe('password rule', () => {
  it('accepts 8+ characters with a number, a lowercase, an uppercase and a special character', () => {
    expect(passwordProblem('Secret#123')).toBeUndefined();
    expect(passwordProblem('aB3$efgh')).toBeUndefined();
  });

  it.each([
    ['too short', 'aB3$efg'],
    ['no number', 'Secret#abc'],
    ['no lowercase', 'SECRET#123'],
    ['no uppercase', 'secret#123'],
    ['no special character', 'Secret1234'],
  ])('rejects a password with %s, saying what the rule is', (_case, password) => {
    expect(passwordProblem(password)).toBe(validationMessages.password);
    expect(validationMessages.password).toMatch(/at least 8 characters/);
  });

  it("says 'Passwords do not match!' when the confirmation differs", () => {
    expect(passwordsMatch('Secret#123', 'Secret#124')).toBe('Passwords do not match!');
    expect(passwordsMatch('Secret#123', 'Secret#123')).toBeUndefined();
  });
});

describe('field rules', () => {
  it('emails', () => {
    expect(isValidEmail('billing@acme.example')).toBe(true);
    expect(isValidEmail('billing@acme')).toBe(false);
    expect(isValidEmail('not an email')).toBe(false);
  });

  it('phone numbers: optional country code, 7 to 15 digits, spaces, hyphens and parentheses', () => {
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
    expect(isValidPhone('(555) 123-4567')).toBe(true);
    expect(isValidPhone('5551234')).toBe(true);
    expect(isValidPhone('123456')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
    expect(isValidPhone('555-CALL-NOW')).toBe(false);
  });

  it('zipcodes: 3 to 10 letters, digits, spaces or hyphens', () => {
    expect(isValidZipcode('75001')).toBe(true);
    expect(isValidZipcode('SW1A 1AA')).toBe(true);
    expect(isValidZipcode('12')).toBe(false);
    expect(isValidZipcode('12345678901')).toBe(false);
    expect(isValidZipcode('750#1')).toBe(false);
  });

  it('business names under 250 characters', () => {
    expect(isBusinessNameWithinLimit('a'.repeat(249))).toBe(true);
    expect(isBusinessNameWithinLimit('a'.repeat(250))).toBe(false);
  });

  it('pictures must be PNG or JPEG, with the spec message', () => {
    expect(isPngOrJpeg('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isPngOrJpeg('data:image/jpeg;base64,/9j/4AAQ')).toBe(true);
    expect(isPngOrJpeg('data:image/gif;base64,R0lGOD')).toBe(false);
    expect(isPngOrJpeg(new File(['x'], 'logo.png', { type: 'image/png' }))).toBe(true);
    expect(isPngOrJpeg(new File(['x'], 'logo.svg', { type: 'image/svg+xml' }))).toBe(false);
    expect(validationMessages.imageFormat).toBe('Uploaded file is not in desired format, please upload PNG/JPEG file.');
  });
});
