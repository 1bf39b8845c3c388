import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCompositedTranslate } from '../../../engine/scene/useCompositedTranslate';

function Mover({ x, y, enabled }: { x: number; y: number; enabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useCompositedTranslate(ref, x, y, enabled);
  return <div ref={ref} data-testid="mover" />;
}

/** What `element.animate` handed out: jsdom has no Web Animations, so a stand-in records them. */
function fakeAnimations() {
  vi.stubGlobal('KeyframeEffect', function KeyframeEffect() {});
  const made: { keyframes: Keyframe[][]; playState: AnimationPlayState; cancel: ReturnType<typeof vi.fn> }[] = [];
  const animate = vi.fn(function (this: HTMLElement, keyframes: Keyframe[]) {
    const record = { keyframes: [keyframes], playState: 'running' as AnimationPlayState, cancel: vi.fn() };
    made.push(record);
    const effect = Object.create(KeyframeEffect.prototype) as KeyframeEffect;
    effect.setKeyframes = (next) => void record.keyframes.push(next as Keyframe[]);
    return {
      effect,
      get playState() {
        return record.playState;
      },
      cancel: () => {
        record.playState = 'idle';
        record.cancel();
      },
    } as unknown as Animation;
  });
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
  return made;
}

const at = (x: number, y: number) => [{ transform: `translate(${x}px, ${y}px)` }, { transform: `translate(${x}px, ${y}px)` }];

describe('useCompositedTranslate', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(HTMLElement.prototype, 'animate');
  });

  it('moves the element by one running animation, never by its style', () => {
    const made = fakeAnimations();

    const view = render(<Mover x={10} y={20} enabled />);
    view.rerender(<Mover x={30} y={40} enabled />);
    view.rerender(<Mover x={50} y={60} enabled />);

    expect(made).toHaveLength(1);
    expect(made[0]?.keyframes).toEqual([at(10, 20), at(30, 40), at(50, 60)]);
    expect(view.getByTestId('mover').style.transform).toBe('');
  });

  it('starts a new animation when the last one has ended, and cancels it when disabled', () => {
    const made = fakeAnimations();

    const view = render(<Mover x={10} y={20} enabled />);
    const first = made[0];
    if (!first) throw new Error('no animation');
    // A screenshot tool ran it to its end.
    first.playState = 'finished';
    view.rerender(<Mover x={30} y={40} enabled />);
    expect(made).toHaveLength(2);
    expect(first.cancel).toHaveBeenCalledTimes(1);
    expect(made[1]?.keyframes).toEqual([at(30, 40)]);

    view.rerender(<Mover x={30} y={40} enabled={false} />);
    expect(made[1]?.cancel).toHaveBeenCalledTimes(1);
  });

  it('sets the transform style where the element cannot animate, and clears it when disabled', () => {
    const view = render(<Mover x={10} y={20} enabled />);
    const mover = view.getByTestId('mover');
    expect(mover.style.transform).toBe('translate(10px, 20px)');
    view.rerender(<Mover x={10} y={20} enabled={false} />);
    expect(mover.style.transform).toBe('');
  });
});
