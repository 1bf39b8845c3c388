import type { ReactNode } from 'react';

export interface ModalFormProps {
  /** What the server said when the last submit failed, in its words. */
  error: string | null;
  /** The submit button's text, and whether it can be pressed. */
  submit: { label: string; disabled: boolean; autoFocus?: boolean };
  /** The other button's text; it closes the modal. */
  dismiss: string;
  onSubmit: () => void;
  onDismiss: () => void;
  /** The fields, above the error. */
  children: ReactNode;
  className?: string;
}

/** A task modal's body: its fields, the server's refusal, then submit and dismiss; Enter submits. */
export function ModalForm({ error, submit, dismiss, onSubmit, onDismiss, children, className }: ModalFormProps) {
  return (
    <form
      className="dialog__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className={className === undefined ? 'dialog__body' : `dialog__body ${className}`}>
        {children}
        {error === null ? null : (
          <p className="dialog__invalid" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="dialog__buttons">
        <button type="submit" className="dialog__button dialog__button--primary" disabled={submit.disabled} autoFocus={submit.autoFocus}>
          {submit.label}
        </button>
        <button type="button" className="dialog__button" onClick={onDismiss}>
          {dismiss}
        </button>
      </div>
    </form>
  );
}
