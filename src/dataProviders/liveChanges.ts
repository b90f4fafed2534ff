// Live lists (issue 33, record 0413): react-admin's realtime contract on the console's data provider
// (as ra-realtime defines it: `subscribe(topic, callback)`, `unsubscribe(topic, callback)`, topics
// `resource/<name>`), fed by the `change` events of the user's event stream (sessionEvents.ts) for
// the account entered. A server topic (a route table) is handed to the resources that show it; a
// reconnection to every subscribed resource, which may have missed changes meanwhile.
import type { Identifier } from 'react-admin';
import type { ChangeEvent } from '../../contract/liveChanges';
import type { ChangeType } from '../../contract/liveChangesRules';
import type { StreamEvent } from './eventStream';
import { listenToSessionEvents } from './sessionEvents';
import { session } from '../session';

/** What a subscriber hears (ra-realtime's event shape); the ids are not known, so the list reads itself again. */
export interface LiveEvent {
  topic: string;
  /** `reconnected`: the stream was away, changes may have been missed. */
  type: ChangeType | 'reconnected';
  payload: { ids: Identifier[] };
  date: Date;
}
export type LiveCallback = (event: LiveEvent) => void;

export interface LiveChanges {
  subscribe(topic: string, callback: LiveCallback): Promise<{ data: null }>;
  unsubscribe(topic: string, callback: LiveCallback): Promise<{ data: null }>;
}

export const resourceTopic = (resource: string) => `resource/${resource}`;

const parsed = (data: string): ChangeEvent | undefined => {
  try {
    const event = JSON.parse(data) as Partial<ChangeEvent>;
    return typeof event.accountId === 'number' && typeof event.topic === 'string' && typeof event.type === 'string'
      ? event as ChangeEvent : undefined;
  } catch {
    return undefined;
  }
};

/** `topicsOf(resource)`: the server topics the resource shows. */
export function createLiveChanges(topicsOf: (resource: string) => string[]): LiveChanges {
  const callbacks = new Map<string, Set<LiveCallback>>();
  let stopListening: (() => void) | undefined;

  const showsAnyTable = (topic: string) => topic.startsWith('resource/') && topicsOf(topic.slice('resource/'.length)).length > 0;
  /** The subscribed topics showing this server topic. */
  const subscribedTo = (serverTopic: string) => [...callbacks.keys()].filter((topic) =>
    topic.startsWith('resource/') && topicsOf(topic.slice('resource/'.length)).includes(serverTopic));

  function deliver(topics: string[], type: LiveEvent['type']) {
    const date = new Date();
    for (const topic of topics) {
      for (const callback of callbacks.get(topic) ?? []) callback({ topic, type, payload: { ids: [] }, date });
    }
  }

  function hear(events: StreamEvent[], reconnected: boolean) {
    if (reconnected) deliver([...callbacks.keys()].filter(showsAnyTable), 'reconnected');
    const accountId = Number(session.get('accountId'));
    for (const event of events) {
      const change = event.name === 'change' ? parsed(event.data) : undefined;
      if (change?.accountId === accountId) deliver(subscribedTo(change.topic), change.type);
    }
  }

  const wantsStream = () => [...callbacks.keys()].some(showsAnyTable);

  return {
    async subscribe(topic, callback) {
      const set = callbacks.get(topic) ?? new Set();
      set.add(callback);
      callbacks.set(topic, set);
      if (!stopListening && wantsStream()) stopListening = listenToSessionEvents(hear);
      return { data: null };
    },
    async unsubscribe(topic, callback) {
      callbacks.get(topic)?.delete(callback);
      if (callbacks.get(topic)?.size === 0) callbacks.delete(topic);
      if (!wantsStream()) {
        stopListening?.();
        stopListening = undefined;
      }
      return { data: null };
    },
  };
}
