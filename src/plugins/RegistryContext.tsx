// Lets the layout (menu, breadcrumb) read the composed plugins without importing any domain.
import { createContext, useContext, type ReactNode } from 'react';
import type { PluginRegistry } from './registry';

const RegistryContext = createContext<PluginRegistry | null>(null);

export function RegistryProvider({ registry, children }: { registry: PluginRegistry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export function useRegistry(): PluginRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry must be used inside <RegistryProvider>');
  return registry;
}
