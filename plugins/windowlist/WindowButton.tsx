import { memo, type CSSProperties } from 'react';
import type { WindowEntry } from '../../sdk';
import { WindowIcon } from './WindowIcon';

interface WindowButtonProps {
  entry: WindowEntry;
  /** Its place in the list, which puts it in the row (windowlist.css). */
  index: number;
  /** The one button of the list that Tab reaches (roving tabindex). */
  tabbable: boolean;
  onActivate: (entry: WindowEntry) => void;
}

/** Whether two entries show the same thing, whether or not the list kept the object. */
export function sameEntry(a: WindowEntry, b: WindowEntry): boolean {
  return (
    a.wid === b.wid &&
    a.title === b.title &&
    a.icon === b.icon &&
    a.app === b.app &&
    a.focused === b.focused &&
    a.minimized === b.minimized
  );
}

function sameProps(a: WindowButtonProps, b: WindowButtonProps): boolean {
  return a.index === b.index && a.tabbable === b.tabbable && a.onActivate === b.onActivate && sameEntry(a.entry, b.entry);
}

/**
 * One window of the list: icon and title, pressed while focused, dim while minimized. Memoised,
 * so a focus change re-renders only the buttons it changes.
 */
export const WindowButton = memo(function WindowButton({ entry, index, tabbable, onActivate }: WindowButtonProps) {
  const className = entry.minimized ? 'windowlist__button windowlist__button--minimized' : 'windowlist__button';
  const style: CSSProperties & Record<`--${string}`, number> = { '--windowlist-index': index };
  return (
    <button
      type="button"
      className={className}
      style={style}
      aria-pressed={entry.focused}
      tabIndex={tabbable ? 0 : -1}
      title={entry.title}
      data-wid={entry.wid}
      onClick={() => onActivate(entry)}
    >
      <WindowIcon icon={entry.icon} title={entry.title} />
      <span className="windowlist__title">{entry.title}</span>
    </button>
  );
}, sameProps);
