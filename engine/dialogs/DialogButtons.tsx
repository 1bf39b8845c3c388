import type { DialogButton, DialogReason, Translate } from './types';

export interface DialogButtonsProps {
  buttons: readonly DialogButton[];
  /** Texts replacing the default ones. */
  labels?: Partial<Record<DialogButton, string>> | undefined;
  /** Alerts show their buttons in reversed order (spec). */
  reversed?: boolean;
  /** The button that takes focus when the dialog opens; none when the dialog focuses something else. */
  primary?: DialogButton | null;
  /** The button that submits the dialog's form (Enter in its input presses it). */
  submit?: DialogButton;
  /** Buttons shown but not pressable (OK while the input cannot be accepted). */
  disabled?: readonly DialogButton[];
  t: Translate;
  onPress: (button: DialogButton) => void;
}

/** Which reason a button closes its dialog with: Cancel cancels, OK and No answer. */
export const reasonOf = (button: DialogButton): DialogReason => (button === 'cancel' ? 'cancel' : 'ok');

/** The row of buttons at the foot of a dialog. */
export function DialogButtons({ buttons, labels, reversed = false, primary = null, submit, disabled = [], t, onPress }: DialogButtonsProps) {
  const shown = reversed ? [...buttons].reverse() : buttons;
  return (
    <div className="dialog__buttons">
      {shown.map((button) => (
        <button
          key={button}
          type={button === submit ? 'submit' : 'button'}
          className={`dialog__button${button === 'ok' ? ' dialog__button--primary' : ''}`}
          autoFocus={button === primary}
          disabled={disabled.includes(button)}
          onClick={button === submit ? undefined : () => onPress(button)}
        >
          {labels?.[button] ?? t(`dialog.${button}`)}
        </button>
      ))}
    </div>
  );
}
