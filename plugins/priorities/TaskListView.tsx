import type { Task, TaskListType } from '../../server/contract';
import type { TaskActions, Translate } from './taskActions';
import { TaskRow } from './TaskRow';

export interface TaskListViewProps {
  tasks: readonly Task[];
  type: TaskListType;
  loading: boolean;
  userId: string | null;
  now: number;
  locale: string;
  t: Translate;
  actions: TaskActions;
}

/** The rows; for an empty list the spec's sentence, nothing while it loads. */
export function TaskListView({ tasks, type, loading, userId, now, locale, t, actions }: TaskListViewProps) {
  if (tasks.length === 0) return <p className="priorities__empty">{loading ? '' : t('empty')}</p>;
  return (
    <ul className="priorities__rows" aria-label={t(`types.${type}`)} aria-busy={loading}>
      {tasks.map((task) => (
        <TaskRow key={task.uuid} task={task} type={type} userId={userId} now={now} locale={locale} t={t} actions={actions} />
      ))}
    </ul>
  );
}
