// Menu badges (issue 33, record 0415): how many records others created under a menu entry since the
// user last opened it, counted from the `change` events of the user's event stream
// (dataProviders/sessionEvents.ts) for the account entered. The server sends a change only to those
// who may list its table, so a badge never counts what the user could not see. Counted by this tab
// (each tab hears every event: a shared count would add them up), kept across the menu's remounts
// (the small-screen drawer), cleared when the entry is opened or the account changes.
import { useEffect, useSyncExternalStore } from 'react';
import type { ChangeEvent } from '../../../contract/liveChanges';
import { listenToSessionEvents } from '../../dataProviders/sessionEvents';
import { session, useSession } from '../../session';

interface Counted { key: string; newItemsOf?: string[] }

let counts: Record<string, number> = {};
let countedAccount: string | null = null;
/** The entry the user is looking at: what is created there is seen, not new. */
let openEntry: string | undefined;
let entries: Counted[] = [];
const watchers = new Set<() => void>();

const setCounts = (next: Record<string, number>) => {
  counts = next;
  for (const watch of watchers) watch();
};

const changeOf = (data: string): ChangeEvent | undefined => {
  try {
    return JSON.parse(data) as ChangeEvent;
  } catch {
    return undefined;
  }
};

function hear(events: { name: string; data: string }[]) {
  const accountId = session.get('accountId');
  for (const event of events) {
    const change = event.name === 'change' ? changeOf(event.data) : undefined;
    if (change?.type !== 'created' || String(change.accountId) !== accountId) continue;
    const counted = entries.filter((entry) => entry.key !== openEntry && entry.newItemsOf?.includes(change.topic));
    if (counted.length > 0) setCounts({ ...counts, ...Object.fromEntries(counted.map(({ key }) => [key, (counts[key] ?? 0) + 1])) });
  }
}

const watch = (onChange: () => void) => {
  watchers.add(onChange);
  return () => watchers.delete(onChange);
};

/** The new items of each shown entry that counts them, by key; `openKey`: the entry the user is in. */
export function useNewItemCounts(shown: Counted[], openKey: string | undefined): Record<string, number> {
  const { accountId } = useSession();
  const counted = shown.filter((entry) => entry.newItemsOf?.length);
  /** Stable while the counting entries are the same (the menu's entries are new objects at each render). */
  const signature = counted.map((entry) => `${entry.key}:${entry.newItemsOf!.join(',')}`).join(';');

  useEffect(() => {
    if (!signature) return undefined;
    entries = signature.split(';').map((part) => {
      const [key, topics] = part.split(':');
      return { key, newItemsOf: topics.split(',') };
    });
    return listenToSessionEvents(hear);
  }, [signature]);

  useEffect(() => {
    if (countedAccount !== accountId) {
      countedAccount = accountId;
      setCounts({});
    }
    openEntry = openKey;
    if (openKey && counts[openKey]) setCounts({ ...counts, [openKey]: 0 });
  }, [accountId, openKey]);

  return useSyncExternalStore(watch, () => counts);
}
