// The shell's secondary parts (side menu, notification bell, footer, idle guard) render after the
// page's first list shows, when the console fetched that list at boot (issue 16: rendering them
// first cost the first row 100-250 ms of main thread on a loaded machine). They wait for the list
// to be mounted with its answer (or failed, or dropped), then one painted frame; at most
// MAX_WAIT_MS, for a page that ends up showing something else.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bootListQuery } from '../../dataProviders/firstListPage';

const MAX_WAIT_MS = 2000;

export function useAfterFirstList(): boolean {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(() => !bootListQuery(queryClient));

  useEffect(() => {
    const query = bootListQuery(queryClient);
    if (shown || !query) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      if (frame || timer) return;
      // After the frame that paints the rows, not in the same task.
      frame = requestAnimationFrame(() => { timer = setTimeout(() => setShown(true)); });
    };
    const check = () => {
      const listShows = query.getObserversCount() > 0 && query.state.status !== 'pending';
      if (listShows || query.state.status === 'error' || !queryClient.getQueryCache().get(query.queryHash)) show();
    };
    const stopWatching = queryClient.getQueryCache().subscribe((event) => { if (event.query === query) check(); });
    const fallback = setTimeout(show, MAX_WAIT_MS);
    check();
    return () => {
      stopWatching();
      clearTimeout(fallback);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [queryClient, shown]);
  return shown;
}
