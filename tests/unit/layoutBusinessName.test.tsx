import { describe, expect, it } from 'vitest';
import { truncateBusinessName } from '../../src/layout/header/businessName';

describe('the business name in the header', () => {
  it('is shown whole up to 440 characters', () => {
    const name = 'a'.repeat(440);
    expect(truncateBusinessName(name)).toBe(name);
    expect(truncateBusinessName('Acme Ltd')).toBe('Acme Ltd');
  });

  it('keeps 439 characters and an ellipsis beyond 440', () => {
    const shown = truncateBusinessName(`${'b'.repeat(439)}cd`);
    expect(shown).toBe(`${'b'.repeat(439)}…`);
    expect(Array.from(shown)).toHaveLength(440);
  });

  it('never cuts a character in half', () => {
    const shown = truncateBusinessName('😀'.repeat(441));
    expect(shown).toBe(`${'😀'.repeat(439)}…`);
  });
});
