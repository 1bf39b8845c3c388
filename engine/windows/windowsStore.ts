import { createStore, type StoreApi } from 'zustand/vanilla';
import { clampDimension, clampPosition } from './clamp';
import { DEFAULT_ATTRIBUTES, DEFAULT_DESKTOP, DEFAULT_DIMENSION, DEFAULT_WORKSPACE, LOADING_DELAY_MS, ONTOP_Z_OFFSET } from './constants';
import { WindowError } from './errors';
import { cascadePosition, centerPosition } from './placement';
import { snapRect } from './snap';
import { tileRects } from './tile';
import { createDraft, draftRecords, finishDraft, patchState, readRecord, removeRecord, writeRecord, type RecordDraft } from './recordDraft';
import { NO_RECORDS } from './recordMap';
import type { Dimension, Position, Rect, WindowAttributes, WindowRecord, WindowsActions, WindowsState } from './types';

export interface WindowsStoreDeps {
  /** The timer for the loading delay; the global setTimeout by default. */
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** The desktop until the shell calls setDesktop; DEFAULT_DESKTOP by default. */
  desktop?: Rect;
  /** Mobile mode until the shell calls setDesktop; false by default. */
  mobile?: boolean;
  /** Told which windows were destroyed (children included), after the state changed. */
  onDestroyed?: (wids: readonly number[]) => void;
}

export type WindowsStore = StoreApi<WindowsState & WindowsActions>;

/** `partial` without its undefined values, so spreading it over defaults keeps the defaults. */
function defined<T extends object>(partial: Partial<T> | undefined): Partial<T> {
  const kept: Partial<T> = {};
  if (!partial) return kept;
  // A loop, not entries and fromEntries: three of these per window opened, ten thousand in a batch.
  for (const key of Object.keys(partial) as (keyof T)[]) if (partial[key] !== undefined) kept[key] = partial[key];
  return kept;
}

const samePosition = (a: Position, b: Position) => a.left === b.left && a.top === b.top;
const sameDimension = (a: Dimension, b: Dimension) => a.width === b.width && a.height === b.height;
const sameRect = (a: Rect, b: Rect) => samePosition(a, b) && sameDimension(a, b);
const appKey = (appId: string, id: string) => `${appId}\u0000${id}`;

/**
 * Every window from creation to destruction: geometry, stacking, focus and the spec's window
 * rules (docs/features/windows.md#window-rules). The Pixi scene and the DOM overlays only read it.
 *
 * Unknown wids: every action given a wid that is not (or no longer) in the store does nothing and
 * returns false (or nothing); none throws. `create` with an unknown parent creates a top-level window.
 *
 * Each action changes the state with at most one `set`, replacing only the records it changes.
 */
export function createWindowsStore(deps: WindowsStoreDeps = {}): WindowsStore {
  const startTimer = deps.setTimeout ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const stopTimer = deps.clearTimeout ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let lastWid = 0;
  /** The last stacking value handed out; a raised window takes the next one. */
  let lastZ = 0;
  /** appId + id → wid, for ERR_WINDOW_ID_EXISTS without a scan. */
  const ids = new Map<string, number>();
  /** Pending loading delays by wid. */
  const loadingTimers = new Map<number, unknown>();
  /** Windows destroyed by the change being made, told to `onDestroyed` once it is committed. */
  let destroyed: number[] = [];

  /** The draft every action writes to while `batch` runs. */
  let batchDraft: RecordDraft | null = null;
  /** The known workspaces and the current one, as the state will say once the change is committed. */
  let knownWorkspaces: ReadonlySet<string> = new Set([DEFAULT_WORKSPACE]);
  let currentWorkspace = DEFAULT_WORKSPACE;

  return createStore<WindowsState & WindowsActions>()((set, get) => {
    const commit = (change: Pick<WindowsState, 'windows' | 'focused'>) => {
      set(change);
      if (destroyed.length === 0) return;
      const wids = destroyed;
      destroyed = [];
      deps.onDestroyed?.(wids);
    };
    /** Runs `change` on a draft of the records and commits it with one `set` when anything changed. */
    const transact = <T>(change: (draft: RecordDraft) => T): T => {
      if (batchDraft) return change(batchDraft);
      const state = get();
      const draft = createDraft(state.windows, state.focused);
      const result = change(draft);
      if (draft.edit !== null || draft.focused !== state.focused) commit({ windows: finishDraft(draft), focused: draft.focused });
      return result;
    };

    const zIndexFor = (attributes: WindowAttributes, z: number) => (attributes.ontop ? z + ONTOP_Z_OFFSET : z);
    const isTopmost = (record: WindowRecord) => record.state.zIndex === zIndexFor(record.attributes, lastZ);

    /** Gives the window the next stacking value, unless it already holds the last one. */
    const raiseIn = (draft: RecordDraft, record: WindowRecord) => {
      if (isTopmost(record)) return;
      lastZ += 1;
      patchState(draft, record.wid, { zIndex: zIndexFor(record.attributes, lastZ) });
    };

    const topmostModalChild = (draft: RecordDraft, record: WindowRecord): WindowRecord | undefined => {
      let top: WindowRecord | undefined;
      for (const childWid of record.children) {
        const child = readRecord(draft, childWid);
        if (child?.attributes.modal && (!top || child.state.zIndex > top.state.zIndex)) top = child;
      }
      return top;
    };

    /** The window that focusing `wid` really focuses (its topmost modal descendant), or null when refused. */
    const focusTarget = (draft: RecordDraft, wid: number): WindowRecord | null => {
      let record = readRecord(draft, wid);
      if (!record || record.state.minimized || !record.attributes.focusable || record.workspace !== currentWorkspace) return null;
      for (let modal = topmostModalChild(draft, record); modal; modal = topmostModalChild(draft, record)) {
        if (modal.state.minimized || !modal.attributes.focusable) return null;
        record = modal;
      }
      return record;
    };

    const focusIn = (draft: RecordDraft, wid: number): boolean => {
      const target = focusTarget(draft, wid);
      if (!target) return false;
      if (draft.focused !== null && draft.focused !== target.wid) patchState(draft, draft.focused, { focused: false });
      const focused = patchState(draft, target.wid, { focused: true }) ?? target;
      raiseIn(draft, focused);
      draft.focused = target.wid;
      return true;
    };

    /** After the focused window went away: focus the highest visible window that takes focus, if any. */
    const focusNextIn = (draft: RecordDraft) => {
      let best: WindowRecord | null = null;
      for (const record of draftRecords(draft).values()) {
        if (record.state.minimized || record.workspace !== currentWorkspace || (best && record.state.zIndex <= best.state.zIndex)) continue;
        if (focusTarget(draft, record.wid)) best = record;
      }
      if (best) focusIn(draft, best.wid);
    };

    const cancelLoadingTimer = (wid: number) => {
      if (!loadingTimers.has(wid)) return;
      stopTimer(loadingTimers.get(wid));
      loadingTimers.delete(wid);
    };

    const setLoadingIn = (draft: RecordDraft, wid: number, loading: boolean) => {
      const record = readRecord(draft, wid);
      if (!record) return;
      if (!loading) {
        cancelLoadingTimer(wid);
        patchState(draft, wid, { loading: false });
        return;
      }
      if (record.state.loading || loadingTimers.has(wid)) return;
      const handle = startTimer(() => {
        loadingTimers.delete(wid);
        transact((later) => patchState(later, wid, { loading: true }));
      }, LOADING_DELAY_MS);
      loadingTimers.set(wid, handle);
    };

    /** Removes the window and its descendants (children first), without touching its parent. */
    const removeTree = (draft: RecordDraft, wid: number) => {
      const record = readRecord(draft, wid);
      if (!record) return;
      for (const child of record.children) removeTree(draft, child);
      cancelLoadingTimer(wid);
      ids.delete(appKey(record.appId, record.id));
      removeRecord(draft, wid);
      destroyed.push(wid);
      if (draft.focused === wid) draft.focused = null;
    };

    const destroyIn = (draft: RecordDraft, wid: number) => {
      const record = readRecord(draft, wid);
      if (!record) return;
      const hadFocus = draft.focused !== null;
      removeTree(draft, wid);
      const lostFocus = hadFocus && draft.focused === null;
      const parent = record.parent === null ? undefined : readRecord(draft, record.parent);
      if (parent) {
        const detached = { ...parent, children: parent.children.filter((child) => child !== wid) };
        writeRecord(draft, detached);
        if (record.attributes.modal) {
          // Another modal child still blocks the parent: it stays loading, and focusing it focuses that child.
          if (!topmostModalChild(draft, detached)) setLoadingIn(draft, detached.wid, false);
          if (focusIn(draft, detached.wid)) return;
        }
      }
      if (lostFocus) focusNextIn(draft);
    };

    /** After the focused window left the current workspace (or the current one changed): focus what it shows. */
    const refocusIn = (draft: RecordDraft) => {
      const focused = draft.focused === null ? undefined : readRecord(draft, draft.focused);
      if (focused?.workspace === currentWorkspace) return;
      if (focused) patchState(draft, focused.wid, { focused: false });
      draft.focused = null;
      focusNextIn(draft);
    };

    /** Puts the window and its descendants on `workspace`. */
    const placeTreeIn = (draft: RecordDraft, wid: number, workspace: string) => {
      const record = readRecord(draft, wid);
      if (!record) return;
      if (record.workspace !== workspace) writeRecord(draft, { ...record, workspace });
      for (const child of record.children) placeTreeIn(draft, child, workspace);
    };

    const geometryIn = (draft: RecordDraft, record: WindowRecord, position: Position, dimension: Dimension) => {
      const { state } = record;
      patchState(draft, record.wid, {
        position: samePosition(position, state.position) ? state.position : position,
        dimension: sameDimension(dimension, state.dimension) ? state.dimension : dimension,
      });
    };

    return {
      windows: NO_RECORDS,
      focused: null,
      desktop: deps.desktop ?? { ...DEFAULT_DESKTOP },
      mobile: deps.mobile ?? false,
      workspaces: [DEFAULT_WORKSPACE],
      workspace: DEFAULT_WORKSPACE,

      create(options) {
        const wid = lastWid + 1;
        const id = options.id ?? `window-${wid}`;
        const key = appKey(options.appId, id);
        if (ids.has(key)) throw new WindowError('ERR_WINDOW_ID_EXISTS', id, options.appId);
        lastWid = wid;
        return transact((draft) => {
          const { desktop } = get();
          const given = defined(options.attributes);
          const attributes: WindowAttributes = {
            ...DEFAULT_ATTRIBUTES,
            ...given,
            minDimension: { ...(given.minDimension ?? DEFAULT_ATTRIBUTES.minDimension) },
            maxDimension: given.maxDimension ? { ...given.maxDimension } : null,
          };
          const dimension = clampDimension(
            { ...DEFAULT_DIMENSION, ...defined(options.dimension) },
            attributes.minDimension,
            attributes.maxDimension,
          );
          const placed = attributes.gravity === 'center' ? centerPosition(dimension, desktop) : cascadePosition(wid, desktop);
          const wanted = { ...placed, ...defined(options.position) };
          const position = attributes.clamp ? clampPosition(wanted, dimension, desktop, { moving: false }) : wanted;
          const parent = options.parent == null ? undefined : readRecord(draft, options.parent);
          lastZ += 1;
          const record: WindowRecord = {
            wid,
            id,
            appId: options.appId,
            title: options.title ?? '',
            breadcrumb: options.breadcrumb ?? [],
            icon: options.icon ?? null,
            parent: parent ? parent.wid : null,
            children: [],
            workspace: options.workspace !== undefined && knownWorkspaces.has(options.workspace) ? options.workspace : (parent?.workspace ?? currentWorkspace),
            attributes,
            state: {
              position,
              dimension,
              zIndex: zIndexFor(attributes, lastZ),
              focused: false,
              maximized: false,
              minimized: false,
              moving: false,
              resizing: false,
              loading: false,
              snap: null,
            },
          };
          writeRecord(draft, record);
          ids.set(key, wid);
          if (parent) {
            writeRecord(draft, { ...parent, children: [...parent.children, wid] });
            if (attributes.modal) setLoadingIn(draft, parent.wid, true);
          }
          if (attributes.focusable) focusIn(draft, wid);
          return wid;
        });
      },

      destroy(wid) {
        transact((draft) => destroyIn(draft, wid));
      },

      focus(wid) {
        return transact((draft) => focusIn(draft, wid));
      },

      blur(wid) {
        transact((draft) => {
          patchState(draft, wid, { focused: false });
          if (draft.focused === wid) draft.focused = null;
        });
      },

      minimize(wid) {
        return transact((draft) => {
          const record = readRecord(draft, wid);
          if (!record?.attributes.minimizable) return false;
          patchState(draft, wid, { minimized: true, focused: false });
          if (draft.focused === wid) {
            draft.focused = null;
            focusNextIn(draft);
          }
          return true;
        });
      },

      raise(wid) {
        transact((draft) => {
          const record = patchState(draft, wid, { minimized: false });
          // A window that takes no focus still comes to the front.
          if (record && !focusIn(draft, wid)) raiseIn(draft, record);
        });
      },

      maximize(wid) {
        return transact((draft) => {
          const record = readRecord(draft, wid);
          if (!record?.attributes.maximizable) return false;
          patchState(draft, wid, { maximized: true });
          return true;
        });
      },

      restore(wid) {
        transact((draft) => patchState(draft, wid, { maximized: false }));
      },

      toggleMaximize(wid) {
        const record = get().windows.get(wid);
        if (!record) return;
        if (record.state.minimized) get().raise(wid);
        else if (record.state.maximized) get().restore(wid);
        else get().maximize(wid);
      },

      move(wid, position) {
        return transact((draft) => {
          const record = readRecord(draft, wid);
          if (!record?.attributes.moveable) return false;
          const { dimension } = record.state;
          const next = record.attributes.clamp
            ? clampPosition(position, dimension, get().desktop, { moving: true })
            : { left: position.left, top: position.top };
          geometryIn(draft, record, next, dimension);
          if (record.state.snap) patchState(draft, wid, { snap: null });
          return true;
        });
      },

      resize(wid, rect) {
        return transact((draft) => {
          const record = readRecord(draft, wid);
          if (!record?.attributes.resizable) return false;
          const { minDimension, maxDimension, clamp } = record.attributes;
          const dimension = clampDimension(rect, minDimension, maxDimension);
          const position = clamp ? clampPosition(rect, dimension, get().desktop, { moving: false }) : { left: rect.left, top: rect.top };
          geometryIn(draft, record, position, dimension);
          return true;
        });
      },

      snap(wid, zone, restore) {
        return transact((draft) => {
          const record = readRecord(draft, wid);
          if (!record?.attributes.moveable || !record.attributes.resizable) return false;
          const { state, attributes } = record;
          const target = snapRect(zone, get().desktop);
          const dimension = clampDimension(target, attributes.minDimension, attributes.maxDimension);
          const before = restore ?? state.snap?.restore ?? { ...state.position, ...state.dimension };
          geometryIn(draft, record, { left: target.left, top: target.top }, dimension);
          patchState(draft, wid, { maximized: false, snap: { zone, restore: { ...before } } });
          return true;
        });
      },

      unsnap(wid, position) {
        transact((draft) => {
          const record = readRecord(draft, wid);
          const restore = record?.state.snap?.restore;
          if (!record || !restore) return;
          const wanted = position ?? restore;
          const next = record.attributes.clamp ? clampPosition(wanted, restore, get().desktop, { moving: false }) : { left: wanted.left, top: wanted.top };
          geometryIn(draft, record, next, { width: restore.width, height: restore.height });
          patchState(draft, wid, { snap: null });
        });
      },

      tile(wids) {
        transact((draft) => {
          const tiled = wids.map((wid) => readRecord(draft, wid)).filter((record) => record?.attributes.moveable && record.attributes.resizable);
          const rects = tileRects(tiled.length, get().desktop);
          tiled.forEach((record, index) => {
            const rect = rects[index];
            if (!record || !rect) return;
            const dimension = clampDimension(rect, record.attributes.minDimension, record.attributes.maxDimension);
            geometryIn(draft, record, { left: rect.left, top: rect.top }, dimension);
            patchState(draft, record.wid, { maximized: false, snap: null });
          });
        });
      },

      setMoving(wid, moving) {
        transact((draft) => patchState(draft, wid, { moving }));
      },

      setResizing(wid, resizing) {
        transact((draft) => patchState(draft, wid, { resizing }));
      },

      setLoading(wid, loading) {
        transact((draft) => setLoadingIn(draft, wid, loading));
      },

      setTitle(wid, title) {
        transact((draft) => {
          const record = readRecord(draft, wid);
          if (record && record.title !== title) writeRecord(draft, { ...record, title });
        });
      },

      setBreadcrumb(wid, breadcrumb) {
        transact((draft) => {
          const record = readRecord(draft, wid);
          const same = record?.breadcrumb.length === breadcrumb.length && record.breadcrumb.every((crumb, i) => crumb === breadcrumb[i]);
          if (record && !same) writeRecord(draft, { ...record, breadcrumb: [...breadcrumb] });
        });
      },

      batch(run) {
        if (batchDraft) return run();
        const state = get();
        const draft = createDraft(state.windows, state.focused);
        batchDraft = draft;
        try {
          return run();
        } finally {
          // What ran before a failure stays: the id index and timers already saw it.
          batchDraft = null;
          if (draft.edit !== null || draft.focused !== state.focused) commit({ windows: finishDraft(draft), focused: draft.focused });
        }
      },

      setWorkspaces(ids, moveTo) {
        if (batchDraft) throw new Error('Atrium: setWorkspaces cannot run inside a window batch');
        const first = ids[0];
        if (first === undefined) return;
        const state = get();
        knownWorkspaces = new Set(ids);
        const target = moveTo !== undefined && knownWorkspaces.has(moveTo) ? moveTo : first;
        if (!knownWorkspaces.has(currentWorkspace)) currentWorkspace = target;
        const draft = createDraft(state.windows, state.focused);
        for (const record of state.windows.values()) if (!knownWorkspaces.has(record.workspace)) writeRecord(draft, { ...record, workspace: target });
        refocusIn(draft);
        const sameIds = ids.length === state.workspaces.length && ids.every((id, i) => id === state.workspaces[i]);
        if (sameIds && draft.edit === null && draft.focused === state.focused && currentWorkspace === state.workspace) return;
        set({ windows: finishDraft(draft), focused: draft.focused, workspaces: [...ids], workspace: currentWorkspace });
      },

      showWorkspace(id) {
        if (batchDraft) throw new Error('Atrium: showWorkspace cannot run inside a window batch');
        if (!knownWorkspaces.has(id)) return false;
        if (id === currentWorkspace) return true;
        currentWorkspace = id;
        const state = get();
        const draft = createDraft(state.windows, state.focused);
        refocusIn(draft);
        set({ windows: finishDraft(draft), focused: draft.focused, workspace: id });
        return true;
      },

      moveToWorkspace(wid, id) {
        return transact((draft) => {
          let root = readRecord(draft, wid);
          while (root?.parent != null) root = readRecord(draft, root.parent);
          if (!root || !knownWorkspaces.has(id)) return false;
          placeTreeIn(draft, root.wid, id);
          refocusIn(draft);
          return true;
        });
      },

      setDesktop(desktop, mobile) {
        if (batchDraft) throw new Error('Atrium: setDesktop cannot run inside a window batch');
        const state = get();
        if (sameRect(desktop, state.desktop) && mobile === state.mobile) return;
        const draft = createDraft(state.windows, state.focused);
        for (const record of state.windows.values()) {
          const { snap } = record.state;
          if (snap) {
            const target = snapRect(snap.zone, desktop);
            geometryIn(draft, record, target, clampDimension(target, record.attributes.minDimension, record.attributes.maxDimension));
            continue;
          }
          if (!record.attributes.clamp) continue;
          const position = clampPosition(record.state.position, record.state.dimension, desktop, { moving: false });
          geometryIn(draft, record, position, record.state.dimension);
        }
        set({ windows: finishDraft(draft), desktop: { ...desktop }, mobile });
      },
    };
  });
}
