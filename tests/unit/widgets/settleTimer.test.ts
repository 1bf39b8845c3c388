import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSettleTimer, WIDGET_MOVE_CALLBACK_DELAY_MS } from '../../../engine/widgets';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a widget move callback', () => {
  it('fires 44 ms after the last pointer movement, once', () => {
    expect(WIDGET_MOVE_CALLBACK_DELAY_MS).toBe(44);
    const run = vi.fn();
    const timer = createSettleTimer(run, WIDGET_MOVE_CALLBACK_DELAY_MS);
    timer.poke();
    vi.advanceTimersByTime(43);
    timer.poke();
    vi.advanceTimersByTime(43);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('fires at once when the pointer is released with a movement pending, and not again', () => {
    const run = vi.fn();
    const timer = createSettleTimer(run, WIDGET_MOVE_CALLBACK_DELAY_MS);
    timer.flush();
    expect(run).not.toHaveBeenCalled();
    timer.poke();
    timer.flush();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    timer.poke();
    timer.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
