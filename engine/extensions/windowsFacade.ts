import { selectValue, toldAfterTask } from '../core';
import { changedWindows, INCREMENTAL_LIMIT, tileVisible, type WindowRecord, type WindowsState, type WindowsStore } from '../windows';
import type { PluginWindows, WindowEntry } from './types';

/** The package name in a window's appId (`Name#pid` for application windows). */
const appOf = (appId: string) => appId.split('#', 1)[0] ?? appId;

function sameEntry(entry: WindowEntry, record: WindowRecord): boolean {
  return (
    entry.title === record.title &&
    entry.icon === record.icon &&
    entry.focused === record.state.focused &&
    entry.minimized === record.state.minimized &&
    entry.workspace === record.workspace
  );
}

function entryOf(record: WindowRecord): WindowEntry {
  return {
    wid: record.wid,
    title: record.title,
    icon: record.icon,
    app: appOf(record.appId),
    focused: record.state.focused,
    minimized: record.state.minimized,
    workspace: record.workspace,
  };
}

/** Where the entry of `wid` is, or goes, in `entries` (ascending by wid). */
function entryIndex(entries: readonly WindowEntry[], wid: number): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((entries[middle]?.wid ?? Infinity) < wid) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether the list shows the window: a top-level one on the current workspace. */
const listed = (record: WindowRecord, state: WindowsState) => record.parent === null && record.workspace === state.workspace;

/**
 * The current workspace's top-level windows, in creation order, as entries that keep their identity while nothing
 * they show changes, so a drag (which rewrites positions every frame) leaves a window list alone.
 * A store change is applied by the windows it changed (`changedWindows`): a drag step or an open
 * looks at those only, not at every window; a workspace switch lists them again.
 */
function createEntriesTracker(): (state: WindowsState, previous: readonly WindowEntry[] | undefined) => readonly WindowEntry[] {
  let lastWindows: WindowsState['windows'] | null = null;
  let lastWorkspace: string | null = null;
  const listAll = (state: WindowsState, previous: readonly WindowEntry[] | undefined): WindowEntry[] => {
    const before = new Map(previous?.map((entry) => [entry.wid, entry]));
    const entries: WindowEntry[] = [];
    for (const record of state.windows.values()) {
      if (!listed(record, state)) continue;
      const old = before.get(record.wid);
      entries.push(old && sameEntry(old, record) ? old : entryOf(record));
    }
    return entries;
  };
  const patch = (state: WindowsState, previous: readonly WindowEntry[], wids: readonly number[]): readonly WindowEntry[] => {
    let entries: WindowEntry[] | null = null;
    for (const wid of wids) {
      const list = entries ?? previous;
      const index = entryIndex(list, wid);
      const old = list[index]?.wid === wid ? list[index] : undefined;
      const record = state.windows.get(wid);
      const shown = record && listed(record, state) ? record : undefined;
      if (old && shown && sameEntry(old, shown)) continue;
      if (!old && !shown) continue;
      entries ??= previous.slice();
      if (old && shown) entries[index] = entryOf(shown);
      else if (shown) entries.splice(index, 0, entryOf(shown));
      else entries.splice(index, 1);
    }
    return entries ?? previous;
  };
  return (state, previous) => {
    const wids = lastWindows && previous && lastWorkspace === state.workspace ? changedWindows(lastWindows, state.windows) : null;
    lastWindows = state.windows;
    lastWorkspace = state.workspace;
    return previous && wids && wids.length <= INCREMENTAL_LIMIT ? patch(state, previous, wids) : listAll(state, previous);
  };
}

const sameList = (a: readonly WindowEntry[], b: readonly WindowEntry[]) => a.length === b.length && a.every((entry, index) => entry === b[index]);

/** The windows as plugins see them; `reveal` focuses a window on any workspace (WorkspaceService.reveal). */
export function createWindowsFacade(store: WindowsStore, reveal: (wid: number) => void): PluginWindows {
  const state = () => store.getState();
  return {
    // Told once per task: each change copies the list, and a script opening windows in a loop paid for each.
    list: selectValue(toldAfterTask(store), createEntriesTracker(), sameList),
    focus: reveal,
    minimize: (wid) => void state().minimize(wid),
    minimizeAll() {
      state().batch(() => {
        for (const record of state().windows.values()) if (listed(record, state())) state().minimize(record.wid);
      });
    },
    tileAll: () => tileVisible(state()),
  };
}
