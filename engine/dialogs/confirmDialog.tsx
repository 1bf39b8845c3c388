import { DIALOG_MIN } from './constants';
import { DialogButtons, reasonOf } from './DialogButtons';
import type { ConfirmOptions, ConfirmValue, DialogKind, DialogViewProps } from './types';

function ConfirmView({ options, close, t, messageId }: DialogViewProps<ConfirmOptions, ConfirmValue>) {
  const buttons = options.buttons ?? ['ok', 'cancel'];
  return (
    <>
      <div className="dialog__body">
        <p id={messageId} className="dialog__message">
          {options.message}
        </p>
      </div>
      <DialogButtons
        buttons={buttons}
        labels={options.labels}
        primary={buttons.includes('ok') ? 'ok' : (buttons[0] ?? null)}
        t={t}
        onPress={(button) => close(reasonOf(button), button)}
      />
    </>
  );
}

/** A question with OK and Cancel (or the buttons given); answers with the button pressed. */
export const confirmDialog: DialogKind<ConfirmOptions, ConfirmValue> = {
  minDimension: DIALOG_MIN.alert,
  title: (_options, t) => t('dialog.confirm'),
  render: (props) => <ConfirmView {...props} />,
};
