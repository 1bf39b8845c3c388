import { describe, expect, it, vi } from 'vitest';
import { firstFrom, sentAhead } from '../../../engine/core';

describe('firstFrom', () => {
  it('answers the first call with the load sent ahead, and loads anew from the second', async () => {
    const load = vi.fn(() => Promise.resolve('fresh'));
    const loader = firstFrom(Promise.resolve('ahead'), load);
    await expect(loader()).resolves.toBe('ahead');
    expect(load).not.toHaveBeenCalled();
    await expect(loader()).resolves.toBe('fresh');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes on the failure of the load sent ahead, which the retry then loads anew', async () => {
    const load = vi.fn(() => Promise.resolve('fresh'));
    const loader = firstFrom(Promise.reject(new Error('503')), load);
    await expect(loader()).rejects.toThrow('503');
    await expect(loader()).resolves.toBe('fresh');
  });

  it('loads on every call when nothing was sent ahead', async () => {
    const load = vi.fn(() => Promise.resolve('fresh'));
    const loader = firstFrom(null, load);
    await loader();
    await loader();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('sentAhead', () => {
  it('leaves no unhandled rejection when nobody awaits the request, and still rejects for whoever does', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const request = sentAhead(Promise.reject(new Error('nobody waited')));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(request).rejects.toThrow('nobody waited');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
