import { vi } from 'vitest';
import type { Manifest, PackageMetadata, Profile, ProfileApp } from '../../../server/contract';
import { createAppService, type AppError, type AppServiceDeps, type AppServiceInternals } from '../../../engine/apps';
import { createEmitter, createEventBus, writableValue } from '../../../engine/core';
import type { AtriumEvents, EventTopic } from '../../../engine/events';
import { createWindowHost, createWindowsStore, type WindowRecord } from '../../../engine/windows';
import { revealWindow } from '../../../engine/workspaces';

/** An application package as the manifest lists it; visible to every organisation unless told otherwise. */
export function pkg(name: string, more: Partial<PackageMetadata> = {}): PackageMetadata {
  return { name, type: 'application', title: { en_EN: name }, defaultAppforOrgs: true, files: [], ...more };
}

/** An entry of the user's app list. */
export function profileApp(name: string, more: Partial<ProfileApp> = {}): ProfileApp {
  return { name, uuid: `uuid-${name}`, title: name, category: 'other', is_base_app: 0, type: 1, start_options: '{}', ...more };
}

export function profileWith(apps: readonly ProfileApp[]): Profile {
  return {
    firstname: 'Ada',
    lastname: 'Lovelace',
    name: 'Ada Lovelace',
    designation: '',
    icon: '',
    date_of_birth: null,
    accountId: 'acme',
    accounts: [],
    active_account: {
      name: 'Acme',
      preferences: { theme: '', favicon: '', privacyPolicy: '', footer: '', loginURL: '', logo: '' },
    },
    apps: [...apps],
  };
}

export interface AppServiceSetup {
  manifest?: Manifest;
  profileApps?: readonly ProfileApp[];
  locale?: string;
  mobileAgent?: boolean;
  loadPackage?: AppServiceDeps['loadPackage'];
}

/**
 * An application service on a real window store, window host and bus, with the manifest,
 * profile and locale as values the test sets, and a loader and failure report it watches.
 */
export function setUpApps(setup: AppServiceSetup = {}) {
  const destroyed = createEmitter<readonly number[]>();
  const windows = createWindowsStore({ onDestroyed: destroyed.fire });
  const host = createWindowHost(windows);
  const bus = createEventBus<AtriumEvents>();
  const manifest = writableValue<Manifest>(setup.manifest ?? []);
  const profile = writableValue<Profile | null>(profileWith(setup.profileApps ?? []));
  const locale = writableValue(setup.locale ?? 'en_EN');
  const loadPackage = vi.fn<AppServiceDeps['loadPackage']>(setup.loadPackage ?? (() => Promise.resolve()));
  const failures: AppError[] = [];
  const reportFailure = vi.fn((error: AppError) => void failures.push(error));
  const apps: AppServiceInternals = createAppService({
    windows,
    openWindow: host.open,
    reveal: (wid) => revealWindow(windows, (id) => windows.getState().showWorkspace(id), wid),
    onWindowsDestroyed: destroyed.event,
    bus,
    manifest,
    profile,
    locale,
    mobileAgent: setup.mobileAgent ?? false,
    loadPackage,
    reportFailure,
  });

  /** Every payload of a bus topic, in order. */
  const heard = <K extends EventTopic>(topic: K): AtriumEvents[K][] => {
    const payloads: AtriumEvents[K][] = [];
    bus.on(topic, (payload) => payloads.push(payload));
    return payloads;
  };
  const records = (): readonly WindowRecord[] => windows.getState().windows.values();
  const record = (wid: number): WindowRecord => {
    const found = windows.getState().windows.get(wid);
    if (!found) throw new Error(`no window ${wid}`);
    return found;
  };
  return { apps, windows, host, bus, manifest, profile, locale, loadPackage, reportFailure, failures, heard, records, record };
}
