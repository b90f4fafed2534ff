import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';

describe('server configuration from the environment', () => {
  it('uses the embedded database and seeds the demo by default', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, dataDir: './data', databaseUrl: undefined, demoSeed: true, languageMode: 'full' });
  });

  it('does not seed a PostgreSQL deployment unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).demoSeed).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', DEMO_SEED: 'true' }).demoSeed).toBe(true);
  });

  it('maps SERVICE_URL_* variables to the console service map', () => {
    expect(loadConfig({ SERVICE_URL_DEVELOPER_APP: 'https://dev.example.com/app' }).serviceUrls)
      .toEqual({ developerApp: 'https://dev.example.com/app' });
  });

  it('rejects bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be a positive integer, got "abc"');
    expect(() => loadConfig({ LANGUAGE_MODE: 'all' })).toThrow('LANGUAGE_MODE must be "full" or "short"');
  });
});
