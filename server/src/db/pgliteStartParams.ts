// PGlite's PostgreSQL keeps 128 MB of shared buffers inside its WebAssembly memory by default; each
// open PGlite (the embedded platform database, each embedded data source) held about 450 MB. With
// 16 MB it holds about 100 MB less; the files stay in the operating system's cache behind it.
import type { PGlite } from '@electric-sql/pglite';

export const pgliteStartParams = (pglite: typeof PGlite): string[] => [...pglite.defaultStartParams, '-c', 'shared_buffers=16MB'];
