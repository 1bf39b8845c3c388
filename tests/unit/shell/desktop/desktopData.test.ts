import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../../../engine/http';
import { desktopDataAhead } from '../../../../engine/shell';

const manifestAnswer = () => new Response(JSON.stringify([{ name: 'Notes' }]), { status: 200, headers: { 'content-type': 'application/json' } });

describe('the desktop data sent ahead', () => {
  it('sends the settings and the manifest requests at once, without waiting for either answer', () => {
    const request = vi.fn(() => new Promise<never>(() => undefined));
    const fetcher = vi.fn(() => new Promise<Response>(() => undefined));
    desktopDataAhead({ request } as unknown as HttpClient, fetcher).send();
    expect(request).toHaveBeenCalledWith('GET', '/settings');
    expect(fetcher).toHaveBeenCalledWith('/metadata.json', { credentials: 'same-origin' });
  });

  it('hands what it sent to the first desktop that takes it, and nothing to a later one', async () => {
    const request = vi.fn(() => Promise.resolve({ version: 1 }));
    const ahead = desktopDataAhead({ request } as unknown as HttpClient, () => Promise.resolve(manifestAnswer()));
    expect(ahead.take()).toBeNull();
    ahead.send();
    const taken = ahead.take();
    await expect(taken?.settings).resolves.toEqual({ version: 1 });
    await expect(taken?.manifest).resolves.toEqual([{ name: 'Notes' }]);
    expect(ahead.take()).toBeNull();
  });
});
