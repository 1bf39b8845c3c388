import { createContext, useContext, type ReactNode } from 'react';
import type { AuthService, UserStore } from '../auth';
import type { ClientConfig, Clock, LifecycleStore } from '../core';
import type { FrameScheduler } from '../scene';
import type { NotificationStore } from './notifications/notificationStore';

/** What the shell's views read and call; created once at boot. */
export interface ShellServices {
  config: ClientConfig;
  clock: Clock;
  lifecycle: LifecycleStore;
  auth: AuthService;
  user: UserStore;
  notifications: NotificationStore;
  /** Called when the desktop canvas is ready (the test-mode automation handle counts frames). */
  onDesktopScheduler?: (scheduler: FrameScheduler) => void;
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
