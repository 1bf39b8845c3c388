import { describe, expect, it, vi } from 'vitest';
import type { TaskList } from '../../../../server/contract';
import type { ListQuery } from '../../../../plugins/priorities/taskApi';
import { createTaskListStore } from '../../../../plugins/priorities/taskListStore';
import { aTask } from './aTask';

const COUNTS = { red: 2, yellow: 1, green: 3, blue: 0 };

function answer(uuids: readonly string[]): TaskList {
  return { data: [{ appUuid: 'app', appName: 'Notes', count: uuids.length, data: uuids.map((uuid) => aTask({ uuid })) }], ryg_count: COUNTS, id: 'me', total: uuids.length };
}

function fakeApi(reply: (query: ListQuery) => Promise<Partial<TaskList> | null>) {
  return { list: vi.fn(reply) };
}

describe('the task list', () => {
  it('reads the page of the list chosen, and a plain refetch clears the colour', async () => {
    const api = fakeApi(() => Promise.resolve(answer(['a', 'b'])));
    const store = createTaskListStore(api, 5);
    await store.getState().chooseColour('RED');
    expect(api.list).toHaveBeenLastCalledWith({ type: 'assignments', take: 5, skip: 0, colour: 'RED' });
    expect(store.getState().focus).toBe('RED');
    await store.getState().refetch();
    expect(api.list).toHaveBeenLastCalledWith({ type: 'assignments', take: 5, skip: 0, colour: null });
    expect(store.getState()).toMatchObject({ focus: null, counts: COUNTS, total: 2, userId: 'me', loading: false });
    expect(store.getState().tasks.map((task) => task.uuid)).toEqual(['a', 'b']);
  });

  it('choosing a list clears it and shows loading until the answer comes', async () => {
    let release: (list: TaskList) => void = () => {};
    const api = fakeApi(() => Promise.resolve(answer(['a'])));
    const store = createTaskListStore(api, 5);
    await store.getState().refetch();
    api.list.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const choosing = store.getState().chooseType('snoozed');
    expect(store.getState()).toMatchObject({ type: 'snoozed', tasks: [], loading: true });
    release(answer(['s']));
    await choosing;
    expect(store.getState().tasks.map((task) => task.uuid)).toEqual(['s']);
  });

  it('a failed fetch leaves the list as it was; an answer without data clears it and zeroes the counts', async () => {
    const api = fakeApi(() => Promise.resolve(answer(['a'])));
    const store = createTaskListStore(api, 5);
    await store.getState().refetch();
    api.list.mockRejectedValueOnce(new Error('500'));
    await store.getState().refetch();
    expect(store.getState()).toMatchObject({ loading: false, counts: COUNTS });
    expect(store.getState().tasks).toHaveLength(1);
    api.list.mockResolvedValueOnce(null);
    await store.getState().refetch();
    expect(store.getState()).toMatchObject({ tasks: [], counts: { red: 0, yellow: 0, green: 0, blue: 0 }, total: 0 });
    api.list.mockResolvedValueOnce({ ryg_count: COUNTS, id: 'me' });
    await store.getState().refetch();
    expect(store.getState()).toMatchObject({ tasks: [], counts: { red: 0, yellow: 0, green: 0, blue: 0 } });
  });

  it('pages keep the colour; a new page size starts from the first page', async () => {
    const api = fakeApi(() => Promise.resolve(answer(['a'])));
    const store = createTaskListStore(api, 10);
    await store.getState().chooseColour('GREEN');
    await store.getState().goTo(10);
    expect(api.list).toHaveBeenLastCalledWith({ type: 'assignments', take: 10, skip: 10, colour: 'GREEN' });
    await store.getState().setTake(25);
    expect(api.list).toHaveBeenLastCalledWith({ type: 'assignments', take: 25, skip: 0, colour: 'GREEN' });
  });

  it('shows only the answer to the latest request', async () => {
    const releases: ((list: TaskList) => void)[] = [];
    const api = fakeApi(() => new Promise((resolve) => releases.push(resolve)));
    const store = createTaskListStore(api, 5);
    const first = store.getState().chooseType('followups');
    const second = store.getState().chooseType('snoozed');
    releases[1]?.(answer(['latest']));
    releases[0]?.(answer(['stale']));
    await Promise.all([first, second]);
    expect(store.getState().tasks.map((task) => task.uuid)).toEqual(['latest']);
  });
});
