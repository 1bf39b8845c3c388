import type { MouseEvent } from 'react';
import type { Task, TaskListType, TaskPerson } from '../../server/contract';
import { Icon, type IconName } from './icons';
import { appTitle, canSnooze, formatDay, statusColour, taskName } from './rules';
import type { TaskActions, Translate } from './taskActions';

export interface TaskRowProps {
  task: Task;
  type: TaskListType;
  /** The user: their own name is not offered as a profile card. */
  userId: string | null;
  now: number;
  locale: string;
  t: Translate;
  actions: TaskActions;
}

/**
 * A task: its status colour bar, name, app title, for a snoozed item until when, the person it is
 * assigned to (or who follows it), and its actions. A click on the row opens the task's app.
 */
export function TaskRow({ task, type, userId, now, locale, t, actions }: TaskRowProps) {
  const name = taskName(task.task_name);
  const snoozable = canSnooze(task, now);
  const snoozed = type === 'snoozed';
  const people = [task.assignee, ...task.followers].filter((person): person is TaskPerson => person !== null && person.id !== userId);

  return (
    <li className="priorities__row" data-status={statusColour(task.rygStatus)} onClick={() => actions.open(task)}>
      <span className="priorities__bar" aria-hidden="true" />
      <button
        type="button"
        className="priorities__open"
        onClick={(event) => {
          event.stopPropagation();
          actions.open(task);
        }}
      >
        <span className="priorities__name">{name}</span>
        <span className="priorities__app">{appTitle(task)}</span>
        {snoozed && task.snoozed_till !== null ? (
          <span className="priorities__until">
            {t('snoozedUntil')} {formatDay(task.snoozed_till, locale)}
          </span>
        ) : null}
      </button>
      {people.length > 0 ? (
        <span className="priorities__people">
          {people.map((person) => (
            <button
              key={person.id}
              type="button"
              className="priorities__person"
              aria-label={t('profileOf', { name: person.name })}
              onClick={(event) => {
                event.stopPropagation();
                const at = event.detail === 0 ? boxOf(event) : { left: event.clientX, top: event.clientY };
                actions.person(person, at);
              }}
            >
              {person.name}
            </button>
          ))}
        </span>
      ) : null}
      <span className="priorities__actions">
        <Action icon="edit" label={t('edit')} onPress={() => actions.edit(task)} />
        {snoozed ? (
          <>
            <Action icon="snooze" label={t('extend')} disabled={!snoozable} title={snoozable ? undefined : t('snoozeNotAllowed')} onPress={() => actions.snooze(task, true)} />
            <Action icon="unsnooze" label={t('unsnooze')} onPress={() => actions.unsnooze(task)} />
          </>
        ) : (
          <Action icon="snooze" label={t('snooze')} disabled={!snoozable} title={snoozable ? undefined : t('snoozeNotAllowed')} onPress={() => actions.snooze(task, false)} />
        )}
        <Action icon="comments" label={t('comments', { count: task.comment_count })} onPress={() => actions.comments(task)} />
      </span>
    </li>
  );
}

interface ActionProps {
  icon: IconName;
  label: string;
  title?: string | undefined;
  disabled?: boolean;
  onPress: () => void;
}

/**
 * A row's icon button. A disabled one stays focusable and named (aria-disabled), greyed, and does
 * nothing, so that a keyboard user learns why it cannot be used.
 */
function Action({ icon, label, title, disabled = false, onPress }: ActionProps) {
  return (
    <button
      type="button"
      className="priorities__action"
      aria-label={label}
      title={title ?? label}
      aria-disabled={disabled || undefined}
      onClick={(event) => {
        event.stopPropagation();
        if (!disabled) onPress();
      }}
    >
      <Icon name={icon} />
    </button>
  );
}

/** Where a keyboard press on an element points: its box's top-left corner, below it. */
function boxOf(event: MouseEvent<HTMLElement>): { left: number; top: number } {
  const box = event.currentTarget.getBoundingClientRect();
  return { left: box.left, top: box.bottom };
}
