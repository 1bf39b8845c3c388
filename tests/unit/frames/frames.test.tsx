import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { frames, type CanvasName, type FrameObserver } from '../../../engine/frames';
import { FramePicture } from '../../../engine/scene/FramePicture';
import type { FrameImage } from '../../../engine/scene/frameImage';

function recorder() {
  const drawn: CanvasName[] = [];
  const rendered: number[] = [];
  const observer: FrameObserver = { drawn: (canvas) => drawn.push(canvas), rendered: (wid) => rendered.push(wid) };
  return { drawn, rendered, observer };
}

describe('the frame hub', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    stop = null;
  });

  it('reports to nobody until observed, and to nobody again once the observer stops', () => {
    expect(frames.observed).toBe(false);
    frames.drawn('desktop');
    const { drawn, rendered, observer } = recorder();
    stop = frames.observe(observer);
    expect(frames.observed).toBe(true);
    frames.drawn('chrome');
    frames.rendered(7);
    stop();
    frames.drawn('active');
    frames.rendered(8);
    expect(frames.observed).toBe(false);
    expect(drawn).toEqual(['chrome']);
    expect(rendered).toEqual([7]);
  });

  it('keeps a newer observer when an older one stops', () => {
    const older = recorder();
    const newer = recorder();
    const stopOlder = frames.observe(older.observer);
    stop = frames.observe(newer.observer);
    stopOlder();
    frames.drawn('widgets');
    expect(newer.drawn).toEqual(['widgets']);
    expect(older.drawn).toEqual([]);
  });

  it("hears each frame the desktop's picture puts on screen, by the canvas's name, with no callback given to the view", () => {
    const { drawn, observer } = recorder();
    stop = frames.observe(observer);
    let url: string | null = null;
    const listeners = new Set<() => void>();
    const image = {
      url: () => url,
      subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
      shown: () => {},
    } as unknown as FrameImage;
    const show = (next: string) => {
      url = next;
      for (const listener of listeners) listener();
    };
    render(<FramePicture frames={image} className="picture" canvas="desktop" />);
    expect(drawn).toEqual([]);
    act(() => show('blob:1'));
    act(() => show('blob:2'));
    expect(drawn).toEqual(['desktop', 'desktop']);
    cleanup();
  });
});
