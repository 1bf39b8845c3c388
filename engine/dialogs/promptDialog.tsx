import { useId, useState } from 'react';
import { DIALOG_MIN } from './constants';
import { DialogButtons } from './DialogButtons';
import { DialogForm } from './DialogForm';
import type { DialogKind, DialogViewProps, PromptOptions } from './types';
import { validateInput, type InputProblem } from './validation';

function PromptView({ options, close, t, messageId }: DialogViewProps<PromptOptions, string>) {
  const inputType = options.inputType ?? 'text';
  const [value, setValue] = useState(options.value ?? '');
  const [error, setError] = useState<InputProblem | null>(null);
  const inputId = useId();
  const errorId = useId();

  const accept = () => {
    const problem = validateInput(inputType, value);
    setError(problem);
    if (problem === null) close('ok', value);
  };

  return (
    <DialogForm onSubmit={accept}>
      <div className="dialog__body">
        <label id={messageId} htmlFor={inputId} className="dialog__message">
          {options.message}
        </label>
        <input
          id={inputId}
          className="dialog__input"
          type={inputType}
          value={value}
          placeholder={options.placeholder}
          autoFocus
          aria-invalid={error !== null || undefined}
          aria-errormessage={error === null ? undefined : errorId}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
        {error === null ? null : (
          <p id={errorId} className="dialog__invalid" role="alert">
            {t(`dialog.${error}`)}
          </p>
        )}
      </div>
      <DialogButtons buttons={['ok', 'cancel']} submit="ok" t={t} onPress={(button) => close(button === 'ok' ? 'ok' : 'cancel')} />
    </DialogForm>
  );
}

/** Asks for a line of text; Enter accepts; email and URL inputs are validated before OK is. */
export const promptDialog: DialogKind<PromptOptions, string> = {
  minDimension: DIALOG_MIN.prompt,
  title: (_options, t) => t('dialog.prompt'),
  render: (props) => <PromptView {...props} />,
};
