import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useStore } from 'zustand';
import { useTranslation, useValue, type PluginContext } from '../../sdk';
import type { Task } from '../../server/contract';
import { PanelButton, useDismiss, usePopupPlacement } from '../common';
import { Icon } from './icons';
import { ListHeader } from './ListHeader';
import { attentionCount, badgeText } from './rules';
import type { TaskActions } from './taskActions';
import type { TaskListStore } from './taskListStore';
import { TaskListView } from './TaskListView';
import type { TaskModals } from './taskModals';

export interface PrioritiesPanelProps {
  ctx: Pick<PluginContext, 'id' | 'env'>;
  store: TaskListStore;
  modals: Pick<TaskModals, 'isOpen'>;
  /** The rows' actions; opening a task or editing it closes the popup first. */
  actions: TaskActions;
  onViewAll: () => void;
}

/**
 * The clipboard button with its badge (red plus yellow of the list shown) and the popup it opens:
 * the list chooser, the colour toggles, the rows and View All. The list is read again each time
 * the popup opens.
 */
export function PrioritiesPanel({ ctx, store, modals, actions, onViewAll }: PrioritiesPanelProps) {
  const { t } = useTranslation(ctx.id);
  const locale = useValue(ctx.env.locale);
  const state = useStore(store);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popupId = useId();

  useEffect(() => {
    void store.getState().refetch();
  }, [store]);

  const show = (next: boolean, refocus = false) => {
    setOpen(next);
    if (next) void store.getState().refetch();
    if (!next && refocus) button.current?.focus();
  };
  // A press in one of the task's modals is not outside: the popup stays under it.
  useDismiss(root, open, () => {
    if (!modals.isOpen()) show(false);
  });

  const closing = (run: (task: Task) => void) => (task: Task) => {
    show(false);
    run(task);
  };
  const rowActions: TaskActions = { ...actions, open: closing(actions.open), edit: closing(actions.edit) };
  const count = attentionCount(state.counts);
  const badge = badgeText(count);

  return (
    <div ref={root} className="priorities">
      <PanelButton
        ref={button}
        className="priorities__button"
        label={badge === null ? t('label') : t('attention', { count: badge })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => show(!open, true)}
      >
        <Icon name="clipboard" />
        {badge === null ? null : (
          <span className="priorities__badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </PanelButton>
      {open ? (
        <PrioritiesPopup id={popupId} anchor={button} label={t('label')} onEscape={() => show(false, true)}>
          <ListHeader store={store} t={t} />
          <TaskListView tasks={state.tasks} type={state.type} loading={state.loading} userId={state.userId} now={state.readAt} locale={locale} t={t} actions={rowActions} />
          <div className="priorities__footer">
            <button
              type="button"
              className="priorities__viewAll"
              onClick={() => {
                show(false);
                onViewAll();
              }}
            >
              {t('viewAll')}
            </button>
          </div>
        </PrioritiesPopup>
      ) : null}
    </div>
  );
}

interface PopupProps {
  id: string;
  anchor: RefObject<HTMLElement | null>;
  label: string;
  onEscape: () => void;
  children: ReactNode;
}

/** The popup's frame: placed away from the panel's edge; Escape closes it; focus starts in it. */
function PrioritiesPopup({ id, anchor, label, onEscape, children }: PopupProps) {
  const popup = useRef<HTMLDivElement>(null);
  usePopupPlacement(anchor, popup);
  useEffect(() => {
    popup.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onEscape();
  };
  return (
    <div id={id} ref={popup} className="priorities__popup" role="dialog" aria-label={label} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
