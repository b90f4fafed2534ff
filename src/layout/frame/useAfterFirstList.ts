// The shell's secondary parts (side menu, notification bell, footer, idle guard) render after the
// page's first list shows, when the console fetched that list at boot (issue 16: rendering them
// first cost the first row 100-250 ms of main thread on a loaded machine). They wait for the list
// to be mounted with its answer (or failed, or dropped), then one painted frame; at most
// MAX_WAIT_MS, for a page that ends up showing something else.
import { useEffect, useState } from 'react';
import { useBootQueryWatch } from '../../dataProviders/queryCache';

const MAX_WAIT_MS = 2000;

export function useAfterFirstList(): boolean {
  const bootList = useBootQueryWatch();
  const [shown, setShown] = useState(() => !bootList.fetchedAtBoot());

  useEffect(() => {
    if (shown) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      if (frame || timer) return;
      // After the frame that paints the rows, not in the same task.
      frame = requestAnimationFrame(() => { timer = setTimeout(() => setShown(true)); });
    };
    // The list mounted with its answer (or failed, or dropped).
    const stopWatching = bootList.watch(show);
    if (!stopWatching) return;
    const fallback = setTimeout(show, MAX_WAIT_MS);
    return () => {
      stopWatching();
      clearTimeout(fallback);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [bootList, shown]);
  return shown;
}
