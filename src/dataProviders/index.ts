// The console's DataProvider: routes each resource to its plugin's provider (DESIGN §5).
//
// Custom (non-CRUD) methods such as publish, subscribe or assign roles belong on the plugin's own
// `dataProvider` and take the resource as their FIRST argument, e.g.
// `dataProvider.publish('apps', { id })`: combineDataProviders picks the provider from that
// argument for every method it proxies (DESIGN §7).
import { combineDataProviders, type DataProvider } from 'react-admin';
import type { PluginRegistry } from '../plugins/registry';
import type { ResourceDefinition } from '../plugins/types';
import { readSessionValues } from '../session/sessionValues';
import { liveTopicsOf } from './declaredResource';
import { createLiveChanges } from './liveChanges';

/** Answers every call with a clear error, so a typo in a resource name is visible at once. */
const unknownResourceProvider = (resource: string): DataProvider =>
  new Proxy({} as DataProvider, {
    get: () => () =>
      Promise.reject(new Error(`No plugin provides data for the resource "${resource}"`)),
  });

/** The resource's provider; one given as a function of the session scope gets the session's reader. */
function providerOf({ dataProvider }: ResourceDefinition): DataProvider | undefined {
  return typeof dataProvider === 'function' ? dataProvider(readSessionValues) : dataProvider;
}

/**
 * Also react-admin's realtime contract (`subscribe`, `unsubscribe`: dataProviders/liveChanges.ts),
 * each resource showing the route tables of its declared provider, or those it names (`liveTopics`).
 */
export function buildDataProvider(registry: PluginRegistry): DataProvider {
  const providers = new Map<string, DataProvider>();
  const topics = new Map<string, string[]>();
  for (const resource of registry.resources) {
    const provider = providerOf(resource);
    if (provider) providers.set(resource.name, provider);
    topics.set(resource.name, resource.liveTopics ?? (provider ? liveTopicsOf(provider) : []));
  }
  const combined = combineDataProviders((resource) => providers.get(resource) ?? unknownResourceProvider(resource));
  const live = createLiveChanges((resource) => topics.get(resource) ?? []);
  return new Proxy(combined, {
    get: (target, name) => (name === 'subscribe' || name === 'unsubscribe' ? live[name] : Reflect.get(target, name)),
  });
}
