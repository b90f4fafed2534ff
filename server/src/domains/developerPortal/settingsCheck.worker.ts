// The settings check's thread (settingsCheckWorker.ts starts it): one request in, one result out.
import { parentPort } from 'node:worker_threads';
import { runSettingsCheck, type SettingsCheckRequest } from './settingsCheck';

if (!parentPort) throw new Error('settingsCheck.worker.ts runs in a worker thread');
const port = parentPort;
port.on('message', (request: SettingsCheckRequest) => port.postMessage(runSettingsCheck(request)));
// Loaded: a check's time limit counts from here, not from the thread's start (loading takes a second or two).
port.postMessage('ready');
