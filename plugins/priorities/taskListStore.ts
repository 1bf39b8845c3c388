import { createStore, type StoreApi } from 'zustand/vanilla';
import type { RygCount, RygFilter, Task, TaskListType } from '../../server/contract';
import { NO_COUNTS, tasksOf } from './rules';
import type { TaskApi } from './taskApi';

/** The panel's state (docs/features/tasks.md#the-priorities-panel-and-the-priorities-app), and the page the app shows. */
export interface TaskListState {
  type: TaskListType;
  /** The colour chosen; null: every colour. */
  focus: RygFilter | null;
  tasks: readonly Task[];
  /** The list's colours, whatever the focus. */
  counts: RygCount;
  /** How many tasks the focused list holds, for paging. */
  total: number;
  take: number;
  skip: number;
  loading: boolean;
  /** The user the list is of, as the server answered (their own name is not a profile card to open). */
  userId: string | null;
  /** When the list was read: whether a task's end date has passed is judged at that time. */
  readAt: number;
}

export interface TaskListActions {
  /** Reads the page again with every colour: a plain refetch clears the focus (docs/features/tasks.md#the-priorities-panel-and-the-priorities-app). */
  refetch: () => Promise<void>;
  /** Shows another list from its start: the list is cleared and loading until it comes. */
  chooseType: (type: TaskListType) => Promise<void>;
  /** Shows only `colour`, from the list's start. */
  chooseColour: (colour: RygFilter) => Promise<void>;
  /** Shows the page starting at `skip`, the focus kept. */
  goTo: (skip: number) => Promise<void>;
  /** Pages of `take` tasks, from the start. */
  setTake: (take: number) => Promise<void>;
}

export type TaskListStore = StoreApi<TaskListState & TaskListActions>;

export function createTaskListStore(api: Pick<TaskApi, 'list'>, take: number): TaskListStore {
  // Only the answer to the latest request is shown: an earlier one may arrive after it.
  let latest = 0;
  return createStore<TaskListState & TaskListActions>((set, get) => {
    const load = async (change: Partial<TaskListState>) => {
      const request = ++latest;
      set({ ...change, loading: true });
      const { type, focus, skip } = get();
      try {
        const answer = await api.list({ type, take: get().take, skip, colour: focus });
        if (request !== latest) return;
        // An answer without data clears the list and zeroes the counts (docs/features/tasks.md#the-priorities-panel-and-the-priorities-app).
        if (!answer?.data) set({ tasks: [], counts: NO_COUNTS, total: 0, loading: false });
        else {
          const tasks = tasksOf({ data: answer.data });
          set({ tasks, counts: answer.ryg_count ?? NO_COUNTS, total: answer.total ?? tasks.length, userId: answer.id ?? null, readAt: Date.now(), loading: false });
        }
      } catch {
        // A failed fetch only ends the loading: the list stays as it was (docs/features/tasks.md#the-priorities-panel-and-the-priorities-app).
        if (request === latest) set({ loading: false });
      }
    };
    return {
      type: 'assignments',
      focus: null,
      tasks: [],
      counts: NO_COUNTS,
      total: 0,
      take,
      skip: 0,
      loading: false,
      userId: null,
      readAt: Date.now(),
      refetch: () => load({ focus: null }),
      chooseType: (type) => load({ type, focus: null, skip: 0, tasks: [] }),
      chooseColour: (focus) => load({ focus, skip: 0 }),
      goTo: (skip) => load({ skip: Math.max(0, skip) }),
      setTake: (next) => load({ take: next, skip: 0 }),
    };
  });
}
