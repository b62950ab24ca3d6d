import { createContext, useContext, type ReactNode } from 'react';
import type { Analytics } from './analytics';
import type { ApiClient } from './api-client';
import type { AuthClient } from './auth/auth-client';
import type { RuntimeConfig } from './runtime-config';

/** Everything the UI needs from outside React, created once by the entry module (or a test). */
export interface AppServices {
  config: RuntimeConfig;
  auth: AuthClient;
  api: ApiClient;
  analytics: Analytics;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a <ServicesProvider> above it.');
  return services;
}
