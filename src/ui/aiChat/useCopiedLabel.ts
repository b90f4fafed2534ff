// A Copy button's state: 'copied' (or 'failed') for a while after a copy, then back to 'idle'
// (developer-portal.md §9: the copied label resets after 1000 ms). Copying again restarts the wait.
import { useCallback, useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

export function useCopiedLabel(resetMs: number): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [result, setResult] = useState<{ state: CopyState; stamp: number }>({ state: 'idle', stamp: 0 });

  useEffect(() => {
    if (result.state === 'idle') return undefined;
    const timer = setTimeout(() => setResult((current) => ({ ...current, state: 'idle' })), resetMs);
    return () => clearTimeout(timer);
  }, [result, resetMs]);

  const copy = useCallback(async (text: string) => {
    let state: CopyState = 'copied';
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      state = 'failed'; // no clipboard (an insecure page) or the browser refused
    }
    setResult((current) => ({ state, stamp: current.stamp + 1 }));
  }, []);

  return { state: result.state, copy };
}
