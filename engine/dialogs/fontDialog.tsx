import { useId, useState, type KeyboardEvent } from 'react';
import { FONT_SIZE_RANGE, PICKER_DIALOG_MIN } from './constants';
import { DialogButtons } from './DialogButtons';
import { DialogForm } from './DialogForm';
import { clampFontSize, cssFontFamily, cssFontStyle, FONT_DEFAULTS, FONT_STYLES } from './font';
import type { DialogKind, DialogViewProps, FontOptions, FontStyle, FontValue } from './types';

const STYLE_KEYS: Record<FontStyle, string> = {
  normal: 'dialog.fontNormal',
  italic: 'dialog.fontItalic',
  bold: 'dialog.fontBold',
  'bold italic': 'dialog.fontBoldItalic',
};

/** A size field's text as a number; NaN when empty, so that clamping falls back instead of reading 0. */
const sizeOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

function FontView({ options, close, t }: DialogViewProps<FontOptions, FontValue>) {
  const nameOnly = options.nameOnly ?? false;
  const initialName = options.name ?? FONT_DEFAULTS.name;
  const initialSize = clampFontSize(options.size ?? FONT_DEFAULTS.size);
  const initialStyle = options.style ?? FONT_DEFAULTS.style;
  const offered = options.names ?? FONT_DEFAULTS.names;
  const names = offered.includes(initialName) ? offered : [initialName, ...offered];

  const [name, setName] = useState(initialName);
  const [sizeText, setSizeText] = useState(String(initialSize));
  const [style, setStyle] = useState<FontStyle>(initialStyle);
  // Out-of-range sizes are clamped when the field is left, and again on OK.
  const size = nameOnly ? initialSize : clampFontSize(sizeOf(sizeText), initialSize);
  const ids = { name: useId(), size: useId(), style: useId() };

  const accept = () => close('ok', { name, size, style: nameOnly ? initialStyle : style });
  // Enter in a select accepts, as it does in the size field.
  const acceptOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    accept();
  };

  return (
    <DialogForm onSubmit={accept}>
      <div className="dialog__body">
        <div className="dialog__fields">
          <label htmlFor={ids.name} className="dialog__label">
            {t('dialog.fontName')}
          </label>
          <select id={ids.name} className="dialog__input" value={name} autoFocus onChange={(event) => setName(event.target.value)} onKeyDown={acceptOnEnter}>
            {names.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <label htmlFor={ids.size} className="dialog__label">
            {t('dialog.fontSize', FONT_SIZE_RANGE)}
          </label>
          <input
            id={ids.size}
            className="dialog__input"
            type="number"
            min={FONT_SIZE_RANGE.min}
            max={FONT_SIZE_RANGE.max}
            step={1}
            value={nameOnly ? String(initialSize) : sizeText}
            disabled={nameOnly}
            onChange={(event) => setSizeText(event.target.value)}
            onBlur={() => setSizeText(String(size))}
          />
          <label htmlFor={ids.style} className="dialog__label">
            {t('dialog.fontStyle')}
          </label>
          <select
            id={ids.style}
            className="dialog__input"
            value={nameOnly ? initialStyle : style}
            disabled={nameOnly}
            onChange={(event) => setStyle(FONT_STYLES.find((option) => option === event.target.value) ?? FONT_DEFAULTS.style)}
            onKeyDown={acceptOnEnter}
          >
            {FONT_STYLES.map((option) => (
              <option key={option} value={option}>
                {t(STYLE_KEYS[option])}
              </option>
            ))}
          </select>
        </div>
        <p
          className="dialog__font-preview"
          aria-label={t('dialog.preview')}
          style={{ fontFamily: cssFontFamily(name), fontSize: size, ...cssFontStyle(nameOnly ? initialStyle : style) }}
        >
          {t('dialog.fontSample')}
        </p>
      </div>
      <DialogButtons buttons={['ok', 'cancel']} submit="ok" t={t} onPress={(button) => close(button === 'ok' ? 'ok' : 'cancel')} />
    </DialogForm>
  );
}

/**
 * Name, size (6 to 48 px) and style of a font, with a preview line; answers `{ name, size, style }`.
 * With `nameOnly` (a widget's font dialog) only the name can change.
 */
export const fontDialog: DialogKind<FontOptions, FontValue> = {
  minDimension: PICKER_DIALOG_MIN.font,
  title: (_options, t) => t('dialog.font'),
  render: (props) => <FontView {...props} />,
};
