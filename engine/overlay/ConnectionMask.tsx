import { createContext, useContext, type CSSProperties, type ReactNode, type SyntheticEvent } from 'react';
import { useValue, type ReadableValue } from '../core';
import { useTranslation } from '../i18n';
import type { Rect } from '../windows';
import './connectionMask.css';

/** Whether the windows of applications that disable input while disconnected are masked now. */
const InputMaskContext = createContext(false);

/**
 * Follows the connection once for a whole window layer: each window that may be masked reads a
 * boolean from the context instead of subscribing itself (at 10,000 Sandbox windows, a
 * subscription each held 9 of the desktop's 117 MB of heap). `children` keep their identity, so a change re-renders
 * only the masks, not the windows.
 */
export function InputMaskProvider({ masked, children }: { masked: ReadableValue<boolean>; children: ReactNode }) {
  return <InputMaskContext.Provider value={useValue(masked)}>{children}</InputMaskContext.Provider>;
}

/** A press on the mask moves no focus: the field being typed into keeps it. */
const keepFocus = (event: SyntheticEvent) => event.preventDefault();

/**
 * The 'Please Wait for network connection' mask (docs/features/live-connection.md#in-the-page) over a window's content,
 * while the live connection is down. It takes the pointer's presses, clicks and wheel; the
 * keyboard still reaches the field that has the focus, so no keystroke is lost and nothing moves
 * the focus when the mask comes or goes. Only the frames that need it render one, and only it
 * follows the connection: a connection change re-renders the masks, not the windows.
 */
export function ConnectionMask({ rect }: { rect: Rect }) {
  return useContext(InputMaskContext) ? <Mask rect={rect} /> : null;
}

/** The mask itself: apart, so that a window not masked holds no translation subscription (10,000 windows open). */
function Mask({ rect }: { rect: Rect }) {
  const { t } = useTranslation();
  const style: CSSProperties = { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
  return (
    <div className="window__connection-mask" role="status" style={style} onMouseDown={keepFocus} onPointerDown={keepFocus} onWheel={keepFocus}>
      <span className="window__connection-mask-text">{t('socket.mask')}</span>
    </div>
  );
}
