import { useId, useState } from 'react';
import { PICKER_DIALOG_MIN } from './constants';
import { DialogButtons } from './DialogButtons';
import { ListBox } from './ListBox';
import type { DefaultApplicationOptions, DefaultApplicationValue, DialogKind, DialogViewProps } from './types';

function DefaultApplicationView({ options, close, t, messageId }: DialogViewProps<DefaultApplicationOptions, DefaultApplicationValue>) {
  const { apps } = options;
  const entries = apps.map(({ name, title }) => [name, title] as const);
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
        <ListBox id={listId} entries={entries} initial={initial} onChoose={setChosen} onAccept={accept} />
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
