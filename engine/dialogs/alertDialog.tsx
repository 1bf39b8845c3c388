import { DIALOG_MIN } from './constants';
import { DialogButtons, reasonOf } from './DialogButtons';
import type { AlertOptions, DialogButton, DialogKind, DialogViewProps } from './types';

/** The text of an error's details: its stack, which in V8 starts with the message, or message and stack. */
function errorDetails(error: NonNullable<AlertOptions['error']>): string {
  const { message, stack } = error;
  if (!stack) return message;
  return stack.includes(message) ? stack : `${message}\n${stack}`;
}

function AlertView({ options, close, t, messageId }: DialogViewProps<AlertOptions, DialogButton>) {
  const buttons = options.buttons ?? ['ok'];
  return (
    <>
      <div className="dialog__body">
        <p id={messageId} className="dialog__message">
          {options.message}
        </p>
        {options.type === 'error' && options.error ? <pre className="dialog__error">{errorDetails(options.error)}</pre> : null}
      </div>
      <DialogButtons
        buttons={buttons}
        labels={options.labels}
        reversed
        primary={buttons.includes('ok') ? 'ok' : (buttons[0] ?? null)}
        t={t}
        onPress={(button) => close(reasonOf(button), button)}
      />
    </>
  );
}

/** A message (and, for type error, the error's message and stack); Escape does not close it. */
export const alertDialog: DialogKind<AlertOptions, DialogButton> = {
  minDimension: DIALOG_MIN.alert,
  title: (options, t) => (options.type === 'error' ? t('dialog.error') : t('dialog.alert')),
  closesOnEscape: false,
  render: (props) => <AlertView {...props} />,
};
