/** The most rows a dialog's list shows before it scrolls. */
const MAX_ROWS = 10;

export interface ListBoxProps {
  id: string;
  /** [value, label] pairs in their order. */
  entries: readonly (readonly [value: string, label: string])[];
  /** The entry chosen when the dialog opens (-1: none). */
  initial: number;
  onChoose: (index: number) => void;
  /** Enter or double-click: accept the chosen entry. */
  onAccept: () => void;
}

/**
 * The list of the choice and default-application dialogs. Uncontrolled: React would select the
 * first option of a controlled list that has no value.
 */
export function ListBox({ id, entries, initial, onChoose, onAccept }: ListBoxProps) {
  return (
    <select
      id={id}
      className="dialog__list"
      size={Math.max(2, Math.min(MAX_ROWS, entries.length))}
      defaultValue={initial < 0 ? undefined : entries[initial]?.[0]}
      autoFocus
      onChange={(event) => onChoose(event.target.selectedIndex)}
      onDoubleClick={onAccept}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onAccept();
      }}
    >
      {entries.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}
