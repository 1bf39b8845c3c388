import { useId, useState } from 'react';
import { PICKER_DIALOG_MIN } from './constants';
import { DialogButtons } from './DialogButtons';
import type { DefaultApplicationOptions, DefaultApplicationValue, DialogKind, DialogViewProps } from './types';

/** The most rows the list shows before it scrolls. */
const MAX_ROWS = 8;

function DefaultApplicationView({ options, close, t, messageId }: DialogViewProps<DefaultApplicationOptions, DefaultApplicationValue>) {
  const { apps } = options;
  const initial = apps.findIndex((app) => app.name === options.value);
  const [chosen, setChosen] = useState(initial);
  const [remember, setRemember] = useState(options.remember ?? false);
  const listId = useId();
  const app = apps[chosen]?.name;

  const accept = () => {
    if (app !== undefined) close('ok', { app, remember });
  };

  return (
    <>
      <div className="dialog__body">
        <label id={messageId} htmlFor={listId} className="dialog__message">
          {t('dialog.defaultApplicationMessage', { mime: options.mime })}
        </label>
        {/* Uncontrolled, like the choice dialog's list: a controlled one would choose its first entry. */}
        <select
          id={listId}
          className="dialog__list"
          size={Math.max(2, Math.min(MAX_ROWS, apps.length))}
          defaultValue={initial < 0 ? undefined : apps[initial]?.name}
          autoFocus
          onChange={(event) => setChosen(event.target.selectedIndex)}
          onDoubleClick={accept}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            accept();
          }}
        >
          {apps.map(({ name, title }) => (
            <option key={name} value={name}>
              {title}
            </option>
          ))}
        </select>
        <label className="dialog__check">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {t('dialog.rememberChoice')}
        </label>
      </div>
      <DialogButtons
        buttons={['ok', 'cancel']}
        disabled={app === undefined ? ['ok'] : []}
        t={t}
        onPress={(button) => (button === 'ok' ? accept() : close('cancel'))}
      />
    </>
  );
}

/**
 * Chooses the application that opens a MIME type, with 'Remember my choice'; Enter and
 * double-click accept; answers `{ app, remember }`.
 */
export const defaultApplicationDialog: DialogKind<DefaultApplicationOptions, DefaultApplicationValue> = {
  minDimension: PICKER_DIALOG_MIN.defaultApplication,
  title: (_options, t) => t('dialog.defaultApplication'),
  render: (props) => <DefaultApplicationView {...props} />,
};
