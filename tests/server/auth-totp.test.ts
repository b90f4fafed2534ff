// server/src/security/totp.ts against the RFC 4226 and RFC 6238 test vectors.
import { describe, expect, it } from 'vitest';
import {
  base32Decode, base32Encode, generateSecret, hotp, matchingStep, otpauthUri, STEP_SECONDS, timeStep, totp,
} from '../../server/src/security/totp';

// The RFC's shared secret, ASCII "12345678901234567890" (the SHA-1 key of both RFCs).
const RFC_KEY = Buffer.from('12345678901234567890');

describe('TOTP', () => {
  it('matches the RFC 4226 HOTP vectors', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected);
  });

  it('matches the RFC 6238 SHA-1 vectors (8 digits), and their 6-digit form from a base32 secret', () => {
    const vectors: Array<[number, string]> = [
      [59, '94287082'], [1111111109, '07081804'], [1111111111, '14050471'],
      [1234567890, '89005924'], [2000000000, '69279037'], [20000000000, '65353130'],
    ];
    const secret = base32Encode(RFC_KEY);
    for (const [seconds, code] of vectors) {
      expect(hotp(RFC_KEY, timeStep(seconds * 1000), 8)).toBe(code);
      expect(totp(secret, seconds * 1000)).toBe(code.slice(2));
    }
  });

  it('round-trips base32, reading it as people type it', () => {
    expect(base32Encode(RFC_KEY)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_KEY);
    expect(base32Decode(base32Encode(Buffer.from('ab')))).toEqual(Buffer.from('ab'));
    expect(() => base32Decode('ABC1')).toThrow(/base32/);
  });

  it('accepts a code one step either side of now, and answers its step', () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const now = 1_700_000_000_000;
    const step = timeStep(now);
    expect(matchingStep(secret, totp(secret, now), now)).toBe(step);
    expect(matchingStep(secret, totp(secret, now - STEP_SECONDS * 1000), now)).toBe(step - 1);
    expect(matchingStep(secret, totp(secret, now + STEP_SECONDS * 1000), now)).toBe(step + 1);
    expect(matchingStep(secret, totp(secret, now + 2 * STEP_SECONDS * 1000), now)).toBeUndefined();
    expect(matchingStep(secret, '12 345', now)).toBeUndefined();
  });

  it('builds the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('Platform Console', 'ann@example.com', 'GEZDGNBV')).toBe(
      'otpauth://totp/Platform%20Console:ann%40example.com?secret=GEZDGNBV&issuer=Platform%20Console&algorithm=SHA1&digits=6&period=30',
    );
  });
});
