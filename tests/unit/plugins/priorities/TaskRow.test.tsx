import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { TaskRow } from '../../../../plugins/priorities/TaskRow';
import type { TaskActions } from '../../../../plugins/priorities/taskActions';
import type { Task, TaskListType } from '../../../../server/contract';
import { aTask } from './aTask';

afterEach(cleanup);

const NOW = Date.parse('2026-03-10T12:00:00Z');
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

function renderRow(task: Task, type: TaskListType = 'assignments') {
  const actions: TaskActions = { open: vi.fn(), edit: vi.fn(), snooze: vi.fn(), unsnooze: vi.fn(), comments: vi.fn(), person: vi.fn() };
  render(
    <ul>
      <TaskRow task={task} type={type} userId="me" now={NOW} locale="en_EN" t={t} actions={actions} />
    </ul>,
  );
  return actions;
}

it("opens the task's app from the row, and only the action pressed from an action", () => {
  const task = aTask({ task_name: '"Plan"', end_date: '2026-04-01T00:00:00Z' });
  const actions = renderRow(task);
  fireEvent.click(screen.getByText('Plan'));
  expect(actions.open).toHaveBeenCalledWith(task);
  fireEvent.click(screen.getByRole('button', { name: 'edit' }));
  fireEvent.click(screen.getByRole('button', { name: 'snooze' }));
  expect(actions.edit).toHaveBeenCalledWith(task);
  expect(actions.snooze).toHaveBeenCalledWith(task, false);
  expect(actions.open).toHaveBeenCalledTimes(1);
});

it('greys the snooze of a task that is not GREEN or is past its end: named, focusable, doing nothing', () => {
  const actions = renderRow(aTask({ rygStatus: 'RED', end_date: '2026-04-01T00:00:00Z' }));
  const snooze = screen.getByRole('button', { name: 'snooze' });
  expect(snooze.getAttribute('aria-disabled')).toBe('true');
  expect(snooze.getAttribute('title')).toBe('snoozeNotAllowed');
  fireEvent.click(snooze);
  expect(actions.snooze).not.toHaveBeenCalled();
  expect(actions.open).not.toHaveBeenCalled();
});

it('a snoozed item shows until when, and offers extend and unsnooze', () => {
  const task = aTask({ snoozed_till: '2026-03-14T00:00:00Z', end_date: '2026-04-01T00:00:00Z' });
  const actions = renderRow(task, 'snoozed');
  expect(screen.getByText(/snoozedUntil/).textContent).toBe('snoozedUntil Mar 14, 2026');
  fireEvent.click(screen.getByRole('button', { name: 'extend' }));
  fireEvent.click(screen.getByRole('button', { name: 'unsnooze' }));
  expect(actions.snooze).toHaveBeenCalledWith(task, true);
  expect(actions.unsnooze).toHaveBeenCalledWith(task);
});

it("a colleague's name opens their profile card where it was clicked; the user's own is not offered", () => {
  const task = aTask({ assignee: { id: 'ada', name: 'Ada Lovelace' }, followers: [{ id: 'me', name: 'Demo User' }] });
  const actions = renderRow(task, 'followups');
  expect(screen.queryByRole('button', { name: /Demo User/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'profileOf {"name":"Ada Lovelace"}' }), { clientX: 120, clientY: 80, detail: 1 });
  expect(actions.person).toHaveBeenCalledWith({ id: 'ada', name: 'Ada Lovelace' }, { left: 120, top: 80 });
  expect(actions.open).not.toHaveBeenCalled();
});
