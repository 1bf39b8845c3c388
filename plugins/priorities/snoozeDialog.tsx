import { useId, useState } from 'react';
import { useTranslation, type DialogKind, type DialogOptions, type DialogViewProps } from '../../sdk';
import type { Task } from '../../server/contract';
import { MODAL_LOAD_DELAY_MS, SNOOZE_EXTEND_MODAL_WIDTH, SNOOZE_MODAL_HEIGHT, SNOOZE_MODAL_WIDTH } from './constants';
import { snoozeRange, taskName } from './rules';
import { ModalForm } from './ModalForm';
import { failureText } from '../common';
import type { TaskApi } from './taskApi';
import type { Translate } from './taskActions';
import { useDelayed } from './useDelayed';

/** Snooze a task, extend its running snooze, or end it (docs/features/tasks.md#the-priorities-panel-and-the-priorities-app: the modal's modes). */
export type SnoozeMode = 'snooze' | 'extend' | 'unsnooze';

export interface SnoozeOptions extends DialogOptions {
  task: Task;
  mode: SnoozeMode;
}

interface SnoozeDeps {
  api: Pick<TaskApi, 'snooze' | 'unsnooze'>;
  /** The plugin's strings' namespace. */
  ns: string;
  /** The plugin's strings, for the window's title. */
  t: Translate;
  now: () => number;
}

const TITLES: Record<SnoozeMode, string> = { snooze: 'snoozeTitle', extend: 'extendTitle', unsnooze: 'unsnoozeTitle' };

/**
 * The snooze modal, 450 px wide, and the same 550 px wide for the extend flag: two kinds, since a
 * kind has one size. Answers the task as the server left it.
 */
export function snoozeDialogs(deps: SnoozeDeps): { snooze: DialogKind<SnoozeOptions, Task>; extend: DialogKind<SnoozeOptions, Task> } {
  const kind = (width: number): DialogKind<SnoozeOptions, Task> => ({
    minDimension: { width, height: SNOOZE_MODAL_HEIGHT },
    title: (options) => deps.t(TITLES[options.mode]),
    render: (props) => <SnoozeView {...props} deps={deps} />,
  });
  return { snooze: kind(SNOOZE_MODAL_WIDTH), extend: kind(SNOOZE_EXTEND_MODAL_WIDTH) };
}

function SnoozeView({ options, close, messageId, deps }: DialogViewProps<SnoozeOptions, Task> & { deps: SnoozeDeps }) {
  const { t } = useTranslation(deps.ns);
  const ready = useDelayed(MODAL_LOAD_DELAY_MS);
  const { task, mode } = options;
  const [range] = useState(() => snoozeRange(task, deps.now(), mode === 'extend'));
  const [day, setDay] = useState(range?.min ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  if (!ready) return <p className="priorities__loading dialog__body">{t('loading')}</p>;

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      close('ok', mode === 'unsnooze' ? await deps.api.unsnooze(task.uuid) : await deps.api.snooze(task.uuid, day, mode === 'extend'));
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  };
  const name = taskName(task.task_name);

  return (
    <ModalForm
      error={error}
      submit={{
        label: t(mode === 'unsnooze' ? 'unsnooze' : mode === 'extend' ? 'extend' : 'snooze'),
        disabled: busy || (mode !== 'unsnooze' && (range === null || day === '')),
        autoFocus: mode === 'unsnooze',
      }}
      dismiss={t('cancel')}
      onSubmit={() => void submit()}
      onDismiss={() => close('cancel')}
    >
      {mode === 'unsnooze' ? (
        <p id={messageId} className="dialog__message">
          {t('unsnoozeQuestion', { name })}
        </p>
      ) : (
        <>
          <p id={messageId} className="dialog__message">
            {t(mode === 'extend' ? 'extendQuestion' : 'snoozeQuestion', { name })}
          </p>
          {range === null ? (
            <p className="dialog__invalid">{t('noDayLeft')}</p>
          ) : (
            <label className="dialog__field" htmlFor={inputId}>
              <span className="dialog__label">{t('snoozeUntil')}</span>
              <input
                id={inputId}
                className="dialog__input"
                type="date"
                required
                min={range.min}
                max={range.max}
                value={day}
                autoFocus
                onChange={(event) => {
                  setDay(event.target.value);
                  setError(null);
                }}
              />
            </label>
          )}
        </>
      )}
    </ModalForm>
  );
}
