import type { ReactNode } from 'react';

/** A dialog's fields and buttons as one form: Enter in a field submits, the page never reloads. */
export function DialogForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="dialog__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
