// Runs an effect once per page, even under React's StrictMode double mount: invitation calls act
// on a single-use key and must not be sent twice.
import { useEffect, useRef } from 'react';

export function useOnce(effect: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  });
}
