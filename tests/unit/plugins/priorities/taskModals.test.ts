import { expect, it, vi } from 'vitest';
import type { DialogCallback, DialogHandle } from '../../../../sdk';
import { createTaskModals } from '../../../../plugins/priorities/taskModals';
import { aTask } from './aTask';

function fakeDialogs() {
  const opened: { name: string; options: unknown; callback: DialogCallback; close: ReturnType<typeof vi.fn> }[] = [];
  const open = vi.fn((name: string, options: unknown, callback: DialogCallback): DialogHandle => {
    const close = vi.fn((reason = 'close') => callback(reason as 'close', null));
    opened.push({ name, options, callback, close });
    return { wid: opened.length, update: () => undefined, close };
  });
  return { open, opened };
}

it('opens one modal at a time: the snooze modal, its wider kind for an extension, and the comments', () => {
  const dialogs = fakeDialogs();
  const modals = createTaskModals(dialogs as never, () => undefined);
  const task = aTask();
  modals.snooze(task, false);
  expect(modals.isOpen()).toBe(true);
  modals.comments(task);
  expect(dialogs.opened[0]?.close).toHaveBeenCalled();
  modals.snooze(task, true);
  modals.unsnooze(task);
  expect(dialogs.opened.map(({ name, options }) => [name, (options as { mode?: string }).mode])).toEqual([
    ['atrium.priorities.snooze', 'snooze'],
    ['atrium.priorities.comments', undefined],
    ['atrium.priorities.snoozeExtend', 'extend'],
    ['atrium.priorities.snooze', 'unsnooze'],
  ]);
  expect(modals.isOpen()).toBe(true);
  dialogs.opened[3]?.callback('cancel', null);
  expect(modals.isOpen()).toBe(false);
});

it('a snooze done refreshes the list; one cancelled does not', () => {
  const dialogs = fakeDialogs();
  const changed = vi.fn();
  const modals = createTaskModals(dialogs as never, changed);
  modals.snooze(aTask(), false);
  dialogs.opened[0]?.callback('cancel', null);
  expect(changed).not.toHaveBeenCalled();
  modals.unsnooze(aTask());
  dialogs.opened[1]?.callback('ok', aTask());
  expect(changed).toHaveBeenCalledTimes(1);
});
