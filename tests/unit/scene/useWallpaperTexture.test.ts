import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createDrawingWork, DrawingWorkContext } from '../../../engine/scene';
import { useWallpaperTexture, type ImageLoader } from '../../../engine/scene/useWallpaperTexture';

/** An image as the loader hands it over: decoded, with a size. */
function decodedImage(width = 64, height = 32): HTMLImageElement {
  const image = document.createElement('img');
  Object.defineProperties(image, { naturalWidth: { value: width }, naturalHeight: { value: height }, complete: { value: true } });
  image.width = width;
  image.height = height;
  return image;
}

/** A loader whose loads the test settles by hand. */
function manualLoader() {
  const pending = new Map<string, { resolve: (image: HTMLImageElement) => void; reject: (error: Error) => void }>();
  const load: ImageLoader = (src) => new Promise((resolve, reject) => pending.set(src, { resolve, reject }));
  return { load: vi.fn(load), pending };
}

describe('useWallpaperTexture', () => {
  it('gives the texture once the image has loaded, nothing before and nothing for no src', async () => {
    const loader = manualLoader();
    const log = { warn: vi.fn() };
    const { result, rerender } = renderHook(({ src }) => useWallpaperTexture(src, loader.load, log), { initialProps: { src: null as string | null } });
    expect(result.current).toBeNull();
    expect(loader.load).not.toHaveBeenCalled();

    rerender({ src: '/wallpapers/dusk.svg' });
    expect(result.current).toBeNull();
    await act(async () => loader.pending.get('/wallpapers/dusk.svg')?.resolve(decodedImage()));
    expect(result.current?.width).toBe(64);
    expect(result.current?.height).toBe(32);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('destroys the texture when the src changes, and shows nothing until the new image is in', async () => {
    const loader = manualLoader();
    const log = { warn: vi.fn() };
    const { result, rerender } = renderHook(({ src }) => useWallpaperTexture(src, loader.load, log), { initialProps: { src: '/a.svg' } });
    await act(async () => loader.pending.get('/a.svg')?.resolve(decodedImage()));
    const first = result.current;
    if (!first) throw new Error('no texture');
    const destroy = vi.spyOn(first, 'destroy');

    rerender({ src: '/b.svg' });
    expect(result.current).toBeNull();
    expect(destroy).toHaveBeenCalledTimes(1);
    await act(async () => loader.pending.get('/b.svg')?.resolve(decodedImage(96, 96)));
    expect(result.current?.width).toBe(96);
  });

  it('logs one warning and gives nothing (the colour shows) when the image cannot be loaded', async () => {
    const loader = manualLoader();
    const log = { warn: vi.fn() };
    const { result, rerender } = renderHook(({ src }) => useWallpaperTexture(src, loader.load, log), { initialProps: { src: '/missing.png' } });
    await act(async () => loader.pending.get('/missing.png')?.reject(new Error('404')));
    rerender({ src: '/missing.png' });
    expect(result.current).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(String(log.warn.mock.calls[0]?.[0])).toContain('/missing.png');
  });

  it('ignores an image that arrives after its src was replaced', async () => {
    const loader = manualLoader();
    const log = { warn: vi.fn() };
    const { result, rerender } = renderHook(({ src }) => useWallpaperTexture(src, loader.load, log), { initialProps: { src: '/slow.svg' } });
    rerender({ src: '/fast.svg' });
    await act(async () => loader.pending.get('/fast.svg')?.resolve(decodedImage(10, 10)));
    await act(async () => loader.pending.get('/slow.svg')?.resolve(decodedImage(20, 20)));
    expect(result.current?.width).toBe(10);
  });

  it('tells the drawing work it is busy from asking for an image until it has it, or it failed', async () => {
    const loader = manualLoader();
    const log = { warn: vi.fn() };
    const work = createDrawingWork();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(DrawingWorkContext.Provider, { value: work }, children);
    const { rerender } = renderHook(({ src }) => useWallpaperTexture(src, loader.load, log), {
      initialProps: { src: null as string | null },
      wrapper,
    });
    expect(work.idle()).toBe(true);

    rerender({ src: '/a.svg' });
    expect(work.idle()).toBe(false);
    await act(async () => loader.pending.get('/a.svg')?.resolve(decodedImage()));
    expect(work.idle()).toBe(true);

    rerender({ src: '/missing.png' });
    expect(work.idle()).toBe(false);
    await act(async () => loader.pending.get('/missing.png')?.reject(new Error('404')));
    expect(work.idle()).toBe(true);
  });
});
