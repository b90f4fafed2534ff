// The worker's entry. Under vitest the worker starts with no TypeScript loader (vitest transforms
// modules in its own thread); registering tsx's loader here works there and under tsx (npm start) alike.
import { register } from 'tsx/esm/api';

register();
await import('./settingsCheck.worker.ts');
