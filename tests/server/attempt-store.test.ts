import { describe, expect, it } from 'vitest';
import { MemoryAttemptStore } from '../../server/src/security/attemptStore';
import { addressBucket } from '../../server/src/security/clientAddress';
import { attemptStoreContract } from './attemptStoreContract';

describe('the memory attempt store', () => {
  const store = new MemoryAttemptStore();
  attemptStoreContract(() => store);
});

describe('the address limits count against', () => {
  it('is an IPv4 address as it is, and an IPv4-mapped IPv6 one as its IPv4', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(addressBucket('2001:db8:85a3:42:8a2e:370:7334:1')).toBe('2001:db8:85a3:42::/64');
    expect(addressBucket('2001:0db8:85a3:0042::9')).toBe('2001:db8:85a3:42::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
