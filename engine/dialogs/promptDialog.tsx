import { useId, useState } from 'react';
import { DIALOG_MIN } from './constants';
import { DialogButtons } from './DialogButtons';
import { DialogForm } from './DialogForm';
import type { DialogKind, DialogViewProps, PromptOptions } from './types';
import { validateInput, type InputProblem } from './validation';

function PromptView({ options, close, t, messageId }: DialogViewProps<PromptOptions, string>) {
  const inputType = options.inputType ?? 'text';
  const { maxLength, required = false } = options;
  const [value, setValue] = useState(options.value ?? '');
  const [error, setError] = useState<InputProblem | null>(null);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();

  const accept = () => {
    const problem = validateInput(inputType, value, required);
    setError(problem);
    if (problem === null) close('ok', value);
  };
  // A blank answer is told the whole rule: how long the text may be, too.
  const errorText = (problem: InputProblem) =>
    problem === 'blank' && maxLength !== undefined ? t('dialog.blankWithin', { max: maxLength }) : t(`dialog.${problem}`);

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
          maxLength={maxLength}
          autoFocus
          aria-describedby={maxLength === undefined ? undefined : hintId}
          aria-invalid={error !== null || undefined}
          aria-errormessage={error === null ? undefined : errorId}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
        {maxLength === undefined ? null : (
          // Always in the page, so that a screen reader hears the hint when it appears.
          <p id={hintId} className="dialog__hint" aria-live="polite">
            {value.length >= maxLength ? t('dialog.atLimit', { max: maxLength }) : ''}
          </p>
        )}
        {error === null ? null : (
          <p id={errorId} className="dialog__invalid" role="alert">
            {errorText(error)}
          </p>
        )}
      </div>
      <DialogButtons buttons={['ok', 'cancel']} submit="ok" t={t} onPress={(button) => close(button === 'ok' ? 'ok' : 'cancel')} />
    </DialogForm>
  );
}

/**
 * Asks for a line of text; Enter accepts; email and URL inputs are validated before OK is, and so
 * is a required answer (not blank); a field with a length limit says when the text reaches it.
 */
export const promptDialog: DialogKind<PromptOptions, string> = {
  minDimension: DIALOG_MIN.prompt,
  title: (_options, t) => t('dialog.prompt'),
  render: (props) => <PromptView {...props} />,
};
