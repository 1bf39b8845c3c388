import { memo, useEffect, useRef } from 'react';
import type { WindowEntry } from '../../sdk';
import { WindowIcon } from './WindowIcon';

interface WindowButtonProps {
  entry: WindowEntry;
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
  return a.tabbable === b.tabbable && a.onActivate === b.onActivate && sameEntry(a.entry, b.entry);
}

/**
 * One window of the list: icon and title, pressed while focused, dim while minimized. Memoised,
 * so a focus change among thousands of windows re-renders only the two buttons it changes.
 */
export const WindowButton = memo(function WindowButton({ entry, tabbable, onActivate }: WindowButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (entry.focused) button.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [entry.focused]);
  const className = entry.minimized ? 'windowlist__button windowlist__button--minimized' : 'windowlist__button';
  return (
    <button
      ref={button}
      type="button"
      className={className}
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
