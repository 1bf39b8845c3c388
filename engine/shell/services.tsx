import { createContext, useContext, type ReactNode } from 'react';
import type { Plugin } from '../extensions';
import type { AuthService, IdentityProvider, UserStore } from '../auth';
import type { AutomationHooks } from '../automation';
import type { ClientConfig, Clock, EventBus, LifecycleStore } from '../core';
import type { AtriumEvents } from '../events';
import type { HttpClient, ServerLog } from '../http';
import type { SocketClient } from '../socket';
import type { BrowserStorage } from '../storage';
import type { NotificationStore } from './notifications/notificationStore';

/** What the shell's views read and call; created once at boot. */
export interface ShellServices {
  config: ClientConfig;
  clock: Clock;
  lifecycle: LifecycleStore;
  auth: AuthService;
  user: UserStore;
  notifications: NotificationStore;
  bus: EventBus<AtriumEvents>;
  http: HttpClient;
  /** Lines for the server's log (POST /api/v1/logger). */
  serverLog: ServerLog;
  storage: BrowserStorage;
  /**
   * Built-in applications and panel items, activated with the desktop and deactivated when it
   * goes. Their code loads on the first call (the login page prefetches it), not with the page.
   */
  plugins: () => Promise<readonly Plugin[]>;
  /** Feeds the test-mode automation handle; null outside test mode. */
  automation: AutomationHooks | null;
  /** The live connection, opened once the desktop has started and closed at sign-out. */
  socket: SocketClient;
  /**
   * The external identity provider the server names, its library loaded on first call; null with
   * Atrium's own sign-in.
   */
  identity: (() => Promise<IdentityProvider>) | null;
}

const ServicesContext = createContext<ShellServices | null>(null);

export function ServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): ShellServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('Atrium: useServices() outside <ServicesProvider>');
  return services;
}
