import { useEffect, useId, useRef } from 'react';
import { useStore, type StoreApi } from 'zustand';
import type { DialogKind, DialogOptions, DialogReason, OpenChildDialog, Translate } from './types';

export interface DialogContentProps {
  kind: DialogKind;
  options: StoreApi<DialogOptions>;
  close: (reason: DialogReason, value?: unknown) => void;
  t: Translate;
  openChild: OpenChildDialog;
}

/**
 * A dialog's window content: the kind's view, with Escape handled anywhere in the window (the
 * header and its buttons too) and the window described by the dialog's message.
 */
export function DialogContent({ kind, options, close, t, openChild }: DialogContentProps) {
  const current = useStore(options);
  const rootRef = useRef<HTMLDivElement>(null);
  const messageId = useId();
  const escape = kind.closesOnEscape ?? true;

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // The window's section is drawn by the overlay; the dialog adds what only it knows.
    const window = root.closest<HTMLElement>('[role="dialog"]') ?? root;
    window.setAttribute('aria-describedby', messageId);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !escape) return;
      event.preventDefault();
      close('esc');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeAttribute('aria-describedby');
    };
  }, [close, escape, messageId]);

  return (
    <div ref={rootRef} className="dialog">
      {kind.render({ options: current, close, t, messageId, openChild })}
    </div>
  );
}
