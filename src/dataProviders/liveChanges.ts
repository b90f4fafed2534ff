// Live lists (issue 33, record 0413): react-admin's realtime contract on the console's data provider
// (as ra-realtime defines it: `subscribe(topic, callback)`, `unsubscribe(topic, callback)`, topics
// `resource/<name>`), fed by the live changes stream of the account entered
// (contract/liveChangesRoutes.ts). The stream is open while anything is subscribed, and a server
// topic (a route table) is handed to the resources that show it.
import type { Identifier } from 'react-admin';
import type { ChangeEvent } from '../../contract/liveChanges';
import type { ChangeType } from '../../contract/liveChangesRules';
import { liveChangesRoutes } from '../../contract/liveChangesRoutes';
import { followEventStream } from './eventStream';
import { renewAccessToken } from './httpClient';
import { bearerHeader, session, tenantHeaders } from '../session';

/** What a subscriber hears (ra-realtime's event shape); the ids are not known, so the list reads itself again. */
export interface LiveEvent {
  topic: string;
  type: ChangeType;
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
    return typeof event.topic === 'string' && typeof event.type === 'string' ? event as ChangeEvent : undefined;
  } catch {
    return undefined;
  }
};

/** `topicsOf(resource)`: the server topics the resource shows. */
export function createLiveChanges(topicsOf: (resource: string) => string[]): LiveChanges {
  const callbacks = new Map<string, Set<LiveCallback>>();
  let following: AbortController | undefined;

  /** The subscribed topics showing this server topic. */
  const subscribedTo = (serverTopic: string) => [...callbacks.keys()].filter((topic) =>
    topic.startsWith('resource/') && topicsOf(topic.slice('resource/'.length)).includes(serverTopic));

  function deliver(change: ChangeEvent) {
    const date = new Date();
    for (const topic of subscribedTo(change.topic)) {
      for (const callback of callbacks.get(topic) ?? []) callback({ topic, type: change.type, payload: { ids: [] }, date });
    }
  }

  const wantsStream = () => [...callbacks.keys()].some((topic) => topic.startsWith('resource/') && topicsOf(topic.slice('resource/'.length)).length > 0);

  function follow() {
    if (following || !wantsStream()) return;
    const controller = new AbortController();
    following = controller;
    void followEventStream(liveChangesRoutes.stream, () => ({ ...bearerHeader(), ...tenantHeaders() }), controller.signal, {
      onEvents(events) {
        for (const event of events) {
          const change = event.name === 'change' ? parsed(event.data) : undefined;
          if (change) deliver(change);
        }
      },
      onUnauthorized: () => renewAccessToken(session.get('accessToken')),
    }).finally(() => {
      if (following === controller) following = undefined;
    });
  }

  return {
    async subscribe(topic, callback) {
      const set = callbacks.get(topic) ?? new Set();
      set.add(callback);
      callbacks.set(topic, set);
      follow();
      return { data: null };
    },
    async unsubscribe(topic, callback) {
      callbacks.get(topic)?.delete(callback);
      if (callbacks.get(topic)?.size === 0) callbacks.delete(topic);
      if (!wantsStream()) {
        following?.abort();
        following = undefined;
      }
      return { data: null };
    },
  };
}
