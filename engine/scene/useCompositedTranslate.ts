import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Long but finite: tools that settle animations before a screenshot (Playwright) cancel an
 * infinite one, which would drop the translation, and run a finite one to its end, which `fill`
 * holds. An animation that has ended is replaced by a running one at the next move.
 */
const HOLD: KeyframeAnimationOptions = { duration: 1e9, fill: 'forwards' };

/**
 * Places the element at (x, y) with a transform the compositor holds: a running animation whose
 * two keyframes are the same translation, replaced on every move. Chromium re-layerizes the whole
 * page (PaintArtifactCompositor::Update) on every frame in which an element's transform *style*
 * changes, even under `will-change: transform`, and that walk grows with every window on the
 * desktop; a running compositor animation whose keyframes change skips it. Measured on 1,000
 * windows in a bare page: 7.0 ms of main thread per frame by style, 3.1 ms by animation.
 * Where the element cannot animate (jsdom) the style is set instead.
 */
export function useCompositedTranslate(ref: RefObject<HTMLElement | null>, x: number, y: number, enabled: boolean): void {
  const animation = useRef<Animation | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    return () => {
      animation.current?.cancel();
      animation.current = null;
      element.style.transform = '';
    };
  }, [ref, enabled]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const transform = `translate(${x}px, ${y}px)`;
    if (typeof element.animate !== 'function') {
      element.style.transform = transform;
      return;
    }
    const keyframes = [{ transform }, { transform }];
    const running = animation.current;
    if (running && running.playState === 'running' && running.effect instanceof KeyframeEffect) {
      running.effect.setKeyframes(keyframes);
      return;
    }
    running?.cancel();
    animation.current = element.animate(keyframes, HOLD);
  }, [ref, enabled, x, y]);
}
