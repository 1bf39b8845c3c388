import { selectValue } from '../core';
import type { WindowRecord, WindowsState, WindowsStore } from '../windows';
import type { PluginWindows, WindowEntry } from './types';

/** The package name in a window's appId (`Name#pid` for application windows). */
const appOf = (appId: string) => appId.split('#', 1)[0] ?? appId;

function sameEntry(entry: WindowEntry, record: WindowRecord): boolean {
  return (
    entry.title === record.title &&
    entry.icon === record.icon &&
    entry.focused === record.state.focused &&
    entry.minimized === record.state.minimized
  );
}

/**
 * The top-level windows as entries that keep their identity while nothing they show changes,
 * so a drag (which rewrites positions every frame) leaves a window list alone.
 */
function entriesOf(state: WindowsState, previous: readonly WindowEntry[] | undefined): readonly WindowEntry[] {
  const before = new Map(previous?.map((entry) => [entry.wid, entry]));
  const entries: WindowEntry[] = [];
  for (const record of Object.values(state.windows)) {
    if (record.parent !== null) continue;
    const old = before.get(record.wid);
    entries.push(
      old && sameEntry(old, record)
        ? old
        : {
            wid: record.wid,
            title: record.title,
            icon: record.icon,
            app: appOf(record.appId),
            focused: record.state.focused,
            minimized: record.state.minimized,
          },
    );
  }
  return entries;
}

const sameList = (a: readonly WindowEntry[], b: readonly WindowEntry[]) => a.length === b.length && a.every((entry, index) => entry === b[index]);

export function createWindowsFacade(store: WindowsStore): PluginWindows {
  const state = () => store.getState();
  return {
    list: selectValue(store, entriesOf, sameList),
    focus(wid) {
      if (state().windows[wid]?.state.minimized) state().raise(wid);
      else state().focus(wid);
    },
    minimize: (wid) => void state().minimize(wid),
    minimizeAll() {
      state().batch(() => {
        for (const record of Object.values(state().windows)) if (record.parent === null) state().minimize(record.wid);
      });
    },
  };
}
