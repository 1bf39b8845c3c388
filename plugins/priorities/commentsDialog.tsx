import { useEffect, useId, useState } from 'react';
import { useTranslation, type DialogKind, type DialogOptions, type DialogViewProps } from '../../sdk';
import type { Task, TaskComment } from '../../server/contract';
import { COMMENTS_MODAL_HEIGHT, COMMENTS_MODAL_WIDTH, MAX_COMMENT_LENGTH, MODAL_LOAD_DELAY_MS } from './constants';
import { taskName } from './rules';
import { ModalForm } from './ModalForm';
import { failureText } from '../common';
import type { TaskApi } from './taskApi';
import type { Translate } from './taskActions';
import { useDelayed } from './useDelayed';

export interface CommentsOptions extends DialogOptions {
  task: Task;
  /** Called after each comment the user adds (the list's comment counts change). */
  onAdded: () => void;
}

interface CommentsDeps {
  api: Pick<TaskApi, 'comments' | 'addComment'>;
  ns: string;
  t: Translate;
  locale: () => string;
}

/** The comments modal, 650 px wide: the task's comments, oldest first, and a box to add one. */
export function commentsDialog(deps: CommentsDeps): DialogKind<CommentsOptions, never> {
  return {
    minDimension: { width: COMMENTS_MODAL_WIDTH, height: COMMENTS_MODAL_HEIGHT },
    title: (options) => deps.t('commentsTitle', { name: taskName(options.task.task_name) }),
    render: (props) => <CommentsView {...props} deps={deps} />,
  };
}

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; comments: readonly TaskComment[] };

function CommentsView({ options, close, messageId, deps }: DialogViewProps<CommentsOptions, never> & { deps: CommentsDeps }) {
  const { t } = useTranslation(deps.ns);
  const ready = useDelayed(MODAL_LOAD_DELAY_MS);
  const { task, onAdded } = options;
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  useEffect(() => {
    if (!ready) return;
    let current = true;
    deps.api.comments(task.uuid).then(
      (comments) => current && setLoaded({ kind: 'ready', comments }),
      (failure: unknown) => current && setLoaded({ kind: 'failed', message: failureText(failure) }),
    );
    return () => {
      current = false;
    };
  }, [deps.api, ready, task.uuid]);

  if (!ready || loaded.kind === 'loading') return <p className="priorities__loading dialog__body">{t('loading')}</p>;

  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      const comment = await deps.api.addComment(task.uuid, text);
      setLoaded((before) => ({ kind: 'ready', comments: [...(before.kind === 'ready' ? before.comments : []), comment] }));
      setText('');
      onAdded();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  const dateTime = new Intl.DateTimeFormat(deps.locale().replaceAll('_', '-'), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <ModalForm
      className="priorities__comments"
      error={error}
      submit={{ label: t('add'), disabled: busy || text.trim() === '' }}
      dismiss={t('close')}
      onSubmit={() => void add()}
      onDismiss={() => close('ok')}
    >
      <p id={messageId} className="dialog__message">
        {taskName(task.task_name)}
      </p>
      {loaded.kind === 'failed' ? (
        <p className="dialog__invalid" role="alert">
          {loaded.message}
        </p>
      ) : loaded.comments.length === 0 ? (
        <p className="priorities__none">{t('noComments')}</p>
      ) : (
        <ol className="priorities__commentList" aria-label={t('commentsLabel')}>
          {loaded.comments.map((comment) => (
            <li key={comment.uuid} className="priorities__comment">
              <span className="priorities__commentAuthor">{comment.author?.name ?? t('someone')}</span>
              <time className="priorities__commentTime" dateTime={comment.time}>
                {dateTime.format(Date.parse(comment.time))}
              </time>
              <p className="priorities__commentText">{comment.text}</p>
            </li>
          ))}
        </ol>
      )}
      <label className="dialog__field" htmlFor={inputId}>
        <span className="dialog__label">{t('newComment')}</span>
        <textarea
          id={inputId}
          className="dialog__input priorities__commentInput"
          maxLength={MAX_COMMENT_LENGTH}
          rows={3}
          value={text}
          autoFocus
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            // Enter writes a new line; Ctrl+Enter adds the comment, as in mail and chat boxes.
            if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }}
        />
      </label>
    </ModalForm>
  );
}
