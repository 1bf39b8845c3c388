import { act, render } from '@testing-library/react';
import { useStore } from 'zustand';
import { createEmitter } from '../../../engine/core';
import { createDialogService, type DialogServiceDeps } from '../../../engine/dialogs';

import { createWindowHost, createWindowsStore, type WindowHost, type WindowsStore } from '../../../engine/windows';
import { memoryFiles } from '../vfs/memoryFiles';
import { createTestI18n } from '../i18n/builtinStrings';

/** The windows as bare sections with their content, the way the overlay shows them to the user. */
function Windows({ store, host }: { store: WindowsStore; host: WindowHost }) {
  const windows = useStore(store, (state) => state.windows);
  return (
    <>
      {windows.values().map((record) => (
        <section key={record.wid} role="dialog" aria-label={record.title} data-wid={record.wid} tabIndex={-1}>
          {host.content(record.wid)}
        </section>
      ))}
    </>
  );
}

/**
 * A dialog service on a real window store, its windows rendered into the jsdom document (an app
 * service can open its windows there too); the file dialog browses DEMO_LISTINGS.
 */
export function setUp(deps: Partial<DialogServiceDeps> = {}) {
  const destroyed = createEmitter<readonly number[]>();
  const windows = createWindowsStore({ onDestroyed: destroyed.fire });
  const host = createWindowHost(windows);
  const i18n = createTestI18n();
  const service = createDialogService({ host, windows, t: (key, values) => i18n.t(key, values), files: memoryFiles().files, ...deps });
  render(<Windows store={windows} host={host} />);
  /** Runs `fn` and lets React render what it changed. */
  const run = <T,>(fn: () => T): T => {
    let result: T | undefined;
    act(() => {
      result = fn();
    });
    return result as T;
  };
  return { windows, host, service, run, i18n, onWindowsDestroyed: destroyed.event };
}
