import { useId, useState } from 'react';
import { DEFAULT_COLOUR, parseHexColour } from './colour';
import { DIALOG_MIN } from './constants';
import { DialogButtons } from './DialogButtons';
import { DialogForm } from './DialogForm';
import type { ColourOptions, DialogKind, DialogViewProps } from './types';

function ColourView({ options, close, t }: DialogViewProps<ColourOptions, string>) {
  const initial = parseHexColour(options.value ?? '') ?? DEFAULT_COLOUR;
  // What the hex field holds, and the last colour it held that was one: picker and preview show that.
  const [text, setText] = useState(initial);
  const [shown, setShown] = useState(initial);
  const colour = parseHexColour(text);
  const hexId = useId();
  const errorId = useId();

  const edit = (next: string) => {
    setText(next);
    const parsed = parseHexColour(next);
    if (parsed !== null) setShown(parsed);
  };

  return (
    <DialogForm
      onSubmit={() => {
        if (colour !== null) close('ok', colour);
      }}
    >
      <div className="dialog__body">
        <div className="dialog__colour">
          <input
            className="dialog__colour-picker"
            type="color"
            aria-label={t('dialog.picker')}
            value={shown}
            onChange={(event) => edit(event.target.value)}
          />
          <div className="dialog__field">
            <label htmlFor={hexId} className="dialog__label">
              {t('dialog.hex')}
            </label>
            <input
              id={hexId}
              className="dialog__input dialog__input--hex"
              type="text"
              value={text}
              spellCheck={false}
              autoComplete="off"
              maxLength={16}
              autoFocus
              aria-invalid={colour === null || undefined}
              aria-errormessage={colour === null ? errorId : undefined}
              onFocus={(event) => event.currentTarget.select()}
              onChange={(event) => edit(event.target.value)}
            />
          </div>
          <div className="dialog__field">
            <span className="dialog__label" aria-hidden="true">
              {t('dialog.preview')}
            </span>
            <div className="dialog__colour-preview" role="img" aria-label={t('dialog.colourPreview', { colour: shown })} style={{ background: shown }} />
          </div>
        </div>
        {colour === null ? (
          <p id={errorId} className="dialog__invalid" role="alert">
            {t('dialog.invalidColour')}
          </p>
        ) : null}
      </div>
      <DialogButtons
        buttons={['ok', 'cancel']}
        submit="ok"
        disabled={colour === null ? ['ok'] : []}
        t={t}
        onPress={(button) => close(button === 'ok' ? 'ok' : 'cancel')}
      />
    </DialogForm>
  );
}

/**
 * A colour picker and a hex field kept in step; answers the colour as a lowercase `#rrggbb`.
 * Nothing changes until OK: Cancel and Escape answer null.
 */
export const colourDialog: DialogKind<ColourOptions, string> = {
  minDimension: DIALOG_MIN.colour,
  title: (_options, t) => t('dialog.colour'),
  render: (props) => <ColourView {...props} />,
};
