import { describe, expect, it, vi } from 'vitest';
import { lazyValue } from '../../../engine/apps/lazyValue';

describe('lazyValue', () => {
  it('computes on the first read after an invalidation, not before', () => {
    const compute = vi.fn(() => 1);
    const value = lazyValue(compute);
    value.invalidate();
    value.invalidate();
    expect(compute).not.toHaveBeenCalled();
    expect(value.get()).toBe(1);
    expect(value.get()).toBe(1);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('tells its listeners once per task however often it was invalidated', async () => {
    let next = 0;
    const value = lazyValue(() => (next += 1));
    const listener = vi.fn();
    value.subscribe(listener);
    for (let i = 0; i < 1000; i++) value.invalidate();
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(1);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const value = lazyValue(() => 'x');
    const listener = vi.fn();
    value.subscribe(listener).dispose();
    value.invalidate();
    await Promise.resolve();
    expect(listener).not.toHaveBeenCalled();
  });
});
