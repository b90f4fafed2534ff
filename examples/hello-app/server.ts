// Starts the example app: `APP_ID=… APP_API_KEY=… npm start` (examples/hello-app/README.md).
import { createServer } from 'node:http';
import { appHandler } from './src/app';
import { platformCalls } from './src/platform';
import { settingsFrom } from './src/settings';

const settings = settingsFrom(process.env);
const server = createServer(appHandler(platformCalls(settings)));
server.listen(settings.port, settings.host, () => {
  console.log(`hello-app on http://${settings.host}:${settings.port}/ (app ${settings.appId} of ${settings.platformUrl})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
