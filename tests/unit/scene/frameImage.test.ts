import { describe, expect, it } from 'vitest';
import { createFrameImage, type FrameImageDeps } from '../../../engine/scene/frameImage';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Encodes and loads only when the test says so, in the order it chooses. */
function fakeBrowser() {
  const encodes: Deferred<Blob>[] = [];
  const loads = new Map<string, Deferred<undefined>>();
  const revoked: string[] = [];
  let next = 0;
  const deps: FrameImageDeps = {
    encode: () => {
      const encode = deferred<Blob>();
      encodes.push(encode);
      return encode.promise;
    },
    load: (url) => {
      const load = deferred<undefined>();
      loads.set(url, load);
      return load.promise;
    },
    createURL: () => `blob:frame-${++next}`,
    revokeURL: (url) => void revoked.push(url),
  };
  const pick = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`no ${what}`);
    return value;
  };
  return {
    deps,
    revoked,
    loads,
    /** The `index`th encode asked for. */
    encode: (index: number) => pick(encodes[index], `encode ${index}`),
    /** The load of `url`. */
    load: (url: string) => pick(loads.get(url), `load of ${url}`),
  };
}

const canvas = {} as HTMLCanvasElement;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('frame image', () => {
  it('publishes a captured frame once it is decoded, and is busy until the view shows it', async () => {
    const browser = fakeBrowser();
    const frames = createFrameImage(browser.deps);
    let published = 0;
    frames.subscribe(() => published++);
    expect(frames.busy()).toBe(false);

    frames.capture(canvas);
    expect(frames.busy()).toBe(true);
    browser.encode(0).resolve(new Blob(['one']));
    await settled();
    expect(frames.url(), 'not before it is decoded').toBeNull();

    browser.load('blob:frame-1').resolve(undefined);
    await settled();
    expect(frames.url()).toBe('blob:frame-1');
    expect(published).toBe(1);
    expect(frames.busy(), 'published but not yet on screen').toBe(true);

    frames.shown('blob:frame-1');
    expect(frames.busy()).toBe(false);
  });

  it('keeps the newest frame when an older one finishes last, and frees the older', async () => {
    const browser = fakeBrowser();
    const frames = createFrameImage(browser.deps);
    frames.capture(canvas);
    frames.capture(canvas);
    browser.encode(1).resolve(new Blob(['two']));
    await settled();
    browser.load('blob:frame-1').resolve(undefined);
    await settled();
    expect(frames.url()).toBe('blob:frame-1');

    browser.encode(0).resolve(new Blob(['one']));
    await settled();
    expect(frames.url(), 'the newer frame stays').toBe('blob:frame-1');
    expect(browser.loads.size, 'the older frame is not even decoded').toBe(1);
    frames.shown('blob:frame-1');
    expect(frames.busy()).toBe(false);
  });

  it('frees each frame the view no longer shows, and every frame when disposed', async () => {
    const browser = fakeBrowser();
    const frames = createFrameImage(browser.deps);
    for (const index of [0, 1]) {
      frames.capture(canvas);
      browser.encode(index).resolve(new Blob([String(index)]));
      await settled();
      browser.load(`blob:frame-${index + 1}`).resolve(undefined);
      await settled();
    }
    expect(browser.revoked, 'the first frame may still be on screen').toEqual([]);
    frames.shown('blob:frame-2');
    expect(browser.revoked).toEqual(['blob:frame-1']);
    frames.dispose();
    expect(browser.revoked).toEqual(['blob:frame-1', 'blob:frame-2']);
  });

  it('keeps showing the last good frame when a frame cannot be encoded or decoded, and is not left busy', async () => {
    const browser = fakeBrowser();
    const frames = createFrameImage(browser.deps);
    frames.capture(canvas);
    browser.encode(0).resolve(new Blob(['one']));
    await settled();
    browser.load('blob:frame-1').resolve(undefined);
    await settled();
    frames.shown('blob:frame-1');

    frames.capture(canvas);
    browser.encode(1).reject(new Error('no image'));
    await settled();
    frames.capture(canvas);
    browser.encode(2).resolve(new Blob(['three']));
    await settled();
    browser.load('blob:frame-2').reject(new Error('corrupt'));
    await settled();

    expect(frames.url()).toBe('blob:frame-1');
    expect(frames.busy()).toBe(false);
    expect(browser.revoked, 'the undecodable frame is freed').toEqual(['blob:frame-2']);
  });
});
