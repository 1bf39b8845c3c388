import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FontName } from '../../../../engine/fonts';
import { useLoadedFont } from '../../../../engine/shell/desktop/useLoadedFont';

/** A FontFaceSet where Roboto is loaded (boot loads it) and the rest loads when asked. */
function fakeFonts() {
  const faces = new Set(['400 16px Roboto', '500 16px Roboto', '700 16px Roboto']);
  return { check: (face: string) => faces.has(face), add: (face: string) => faces.add(face) } as unknown as FontFaceSet & { add(face: string): void };
}

describe('useLoadedFont', () => {
  it('keeps the font shown so far until the new one’s faces are loaded, then switches', async () => {
    const fonts = fakeFonts();
    let finish = () => {};
    const load = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result, rerender } = renderHook(({ font }: { font: FontName }) => useLoadedFont(font, fonts, load), { initialProps: { font: 'Roboto' } });
    expect(result.current).toBe('Roboto');
    expect(load).not.toHaveBeenCalled();

    rerender({ font: 'Lato' });
    expect(result.current).toBe('Roboto');
    expect(load).toHaveBeenCalledWith(['Lato'], fonts);
    await act(async () => finish());
    expect(result.current).toBe('Lato');
  });

  it('starts with the font at once when it is loaded already, or needs no loading', () => {
    const fonts = fakeFonts();
    const load = vi.fn(() => Promise.resolve());
    expect(renderHook(() => useLoadedFont('serif', fonts, load)).result.current).toBe('serif');
    fonts.add('400 16px Lato');
    fonts.add('700 16px Lato');
    expect(renderHook(() => useLoadedFont('Lato', fonts, load)).result.current).toBe('Lato');
    expect(load).not.toHaveBeenCalled();
  });
});
