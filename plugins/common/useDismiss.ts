import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * While `open`, a press anywhere outside `inside` calls `onDismiss` (a popup's "click outside
 * closes"). The press is seen in the capture phase, so content that stops propagation still
 * closes the popup.
 */
export function useDismiss(inside: RefObject<HTMLElement | null>, open: boolean, onDismiss: () => void): void {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      const root = inside.current;
      if (root && event.target instanceof Node && root.contains(event.target)) return;
      dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [inside, open]);
}
