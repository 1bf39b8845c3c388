import { useId, useState } from 'react';
import { PICKER_DIALOG_MIN } from './constants';
import { DialogButtons } from './DialogButtons';
import { ListBox } from './ListBox';
import type { ChoiceOptions, DialogKind, DialogViewProps } from './types';

/** `choices` as [value, label] pairs in their order; a list of strings gives each as its own label. */
export function choiceEntries(choices: ChoiceOptions['choices']): [value: string, label: string][] {
  if (Array.isArray(choices)) return choices.map((value: string) => [value, value]);
  return Object.entries(choices);
}

function ChoiceView({ options, close, t, messageId }: DialogViewProps<ChoiceOptions, string>) {
  const entries = choiceEntries(options.choices);
  const initial = entries.findIndex(([value]) => value === options.value);
  // The index of the chosen entry (-1: none), so that '' can be a value like any other.
  const [chosen, setChosen] = useState(initial);
  const listId = useId();
  const value = entries[chosen]?.[0];

  const accept = () => {
    if (value !== undefined) close('ok', value);
  };

  return (
    <>
      <div className="dialog__body">
        <label id={messageId} htmlFor={listId} className="dialog__message">
          {options.message ?? t('dialog.choiceMessage')}
        </label>
        <ListBox id={listId} entries={entries} initial={initial} onChoose={setChosen} onAccept={accept} />
      </div>
      <DialogButtons
        buttons={['ok', 'cancel']}
        disabled={value === undefined ? ['ok'] : []}
        t={t}
        onPress={(button) => (button === 'ok' ? accept() : close('cancel'))}
      />
    </>
  );
}

/** A list to choose one entry from; Enter and double-click accept; answers the chosen value. */
export const choiceDialog: DialogKind<ChoiceOptions, string> = {
  minDimension: PICKER_DIALOG_MIN.choice,
  title: (_options, t) => t('dialog.choice'),
  render: (props) => <ChoiceView {...props} />,
};
