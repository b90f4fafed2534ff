// Monaco from the local monaco-editor package, never a CDN (DESIGN §7: @monaco-editor/react loads it from
// a CDN unless told otherwise). The editor core and the HTML language only; Vite bundles the workers
// (`?worker`), served from the console's own origin (the CSP's worker-src 'self'). Imported only by the
// lazy code editor, so none of it is in the console's first load.
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api';
import 'monaco-editor/esm/vs/basic-languages/html/html.contribution';
import 'monaco-editor/esm/vs/language/html/monaco.contribution';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker?worker';
import HtmlWorker from 'monaco-editor/esm/vs/language/html/html.worker?worker';

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'html' ? new HtmlWorker() : new EditorWorker()),
};

loader.config({ monaco });

export { monaco };
