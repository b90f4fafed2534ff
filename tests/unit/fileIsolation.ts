// The unit project runs its files in one module graph per worker (isolate: false): importing
// react-admin and MUI once instead of once per file took the project from 148 s to about 60 s.
// What one file leaves behind must not reach the next: its rendered trees, fake timers, stubbed
// globals and stored session. Files that replace modules (vi.mock) run in 'unit-isolated'.
import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (typeof window === 'undefined') return; // a file in the node environment
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
  window.history.replaceState(null, '', '/');
});
