import { useEffect, useId, useRef } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { useValue, type ReadableValue } from '../core';
import type { DialogKind, DialogOptions, DialogReason, OpenChildDialog, Translate } from './types';
import './dialog.css';

export interface DialogContentProps {
  kind: DialogKind;
  options: StoreApi<DialogOptions>;
  close: (reason: DialogReason, value?: unknown) => void;
  t: Translate;
  /** When given, the content renders anew in each language it changes to. */
  locale?: ReadableValue<string> | undefined;
  openChild: OpenChildDialog;
}

const NO_LOCALE: ReadableValue<string> = { get: () => '', subscribe: () => ({ dispose() {} }) };

/**
 * A dialog's window content: the kind's view, with Escape handled anywhere in the window (the
 * header and its buttons too) and the window described by the dialog's message.
 */
export function DialogContent({ kind, options, close, t, locale, openChild }: DialogContentProps) {
  const current = useStore(options);
  // Read only to render again when the language changes: `t` then writes in the new one.
  useValue(locale ?? NO_LOCALE);
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
