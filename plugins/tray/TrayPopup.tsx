import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { usePopupPlacement } from '../common';

interface TrayPopupProps {
  label: string;
  /** The tray button, which the popup opens away from. */
  anchor: RefObject<HTMLElement | null>;
  /** The item's content, given the function that closes the popup. */
  render: (close: () => void) => ReactNode;
  /** Closes the popup; with `returnFocus`, focus goes back to the tray button. */
  onClose: (returnFocus: boolean) => void;
}

/** A tray item's popup: its content in a dialog by the button; Escape closes it, focus starts inside. */
export function TrayPopup({ label, anchor, render, onClose }: TrayPopupProps) {
  const popup = useRef<HTMLDivElement>(null);
  usePopupPlacement(anchor, popup);
  useEffect(() => {
    popup.current?.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose(true);
  };
  return (
    <div ref={popup} role="dialog" aria-label={label} className="tray-menu tray-popup" onKeyDown={onKeyDown}>
      {render(() => onClose(true))}
    </div>
  );
}
