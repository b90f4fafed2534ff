// Secrets at rest (connector credentials, database passwords): AES-256-GCM under a key derived (HKDF-SHA256) from the server's token
// secret (TOKEN_SECRET, or the one generated once and kept in the database), so no new setting is
// needed and a database dump alone does not reveal them. A sealed value names its purpose (the AAD),
// so a secret cannot be moved from one kind of record to another.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export type SecretPurpose = 'connector-api' | 'instance-api' | 'database-connection';

export class SecretBox {
  private readonly key: Buffer;

  constructor(serverSecret: Uint8Array) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'platform-connector-secrets', 'aes-256-gcm key v1', 32));
  }

  seal(plain: string, purpose: SecretPurpose): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(purpose));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
  }

  open(sealed: string, purpose: SecretPurpose): string {
    const [version, data] = sealed.split('.');
    if (version !== VERSION || !data) throw new Error('Unknown sealed secret format');
    const raw = Buffer.from(data, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
