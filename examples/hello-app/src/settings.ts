// The app's settings, from its environment: where the platform is, which app this is there, and the
// API key of its app instance (made on the instance's API keys tab in the platform's console).
export interface Settings {
  platformUrl: string;
  appId: number;
  apiKey: string;
  port: number;
  host: string;
}

export function settingsFrom(env: NodeJS.ProcessEnv): Settings {
  const missing = ['APP_ID', 'APP_API_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Set ${missing.join(' and ')} (see examples/hello-app/README.md)`);
  const appId = Number(env.APP_ID);
  if (!Number.isInteger(appId) || appId < 1) throw new Error(`APP_ID must be the app's id in the platform, not ${env.APP_ID}`);
  return {
    platformUrl: env.PLATFORM_URL ?? 'http://localhost:8080',
    appId,
    apiKey: env.APP_API_KEY!,
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
  };
}
