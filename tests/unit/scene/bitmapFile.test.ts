// @vitest-environment node
// Pure bytes: Node's Blob reads them back (jsdom's has no arrayBuffer()).
import { describe, expect, it } from 'vitest';
import { bitmapFile, unpremultiply } from '../../../engine/scene/bitmapFile';

const bytesOf = async (blob: Blob) => new DataView(await blob.arrayBuffer());

describe('a frame as a BMP file', () => {
  it('is a 32-bit BITMAPV4 file whose masks read RGBA bytes and whose height gives the row order', async () => {
    // 2×1 pixels: opaque red, half-transparent green.
    const data = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 128]);
    const blob = bitmapFile({ data, width: 2, height: 1, bottomUp: true });
    expect(blob.type).toBe('image/bmp');
    const file = await bytesOf(blob);
    expect(file.byteLength).toBe(122 + 8);
    expect(String.fromCharCode(file.getUint8(0), file.getUint8(1))).toBe('BM');
    expect(file.getUint32(2, true)).toBe(130);
    expect(file.getUint32(10, true), 'pixels start after both headers').toBe(122);
    expect(file.getUint32(14, true), 'BITMAPV4HEADER').toBe(108);
    expect([file.getInt32(18, true), file.getInt32(22, true)]).toEqual([2, 1]);
    expect([file.getUint16(26, true), file.getUint16(28, true), file.getUint32(30, true)]).toEqual([1, 32, 3]);
    expect([54, 58, 62, 66].map((at) => file.getUint32(at, true))).toEqual([0xff, 0xff00, 0xff0000, 0xff000000]);
    expect(file.getUint32(70, true), 'sRGB').toBe(0x73524742);
    expect(Array.from(new Uint8Array(file.buffer, 122))).toEqual(Array.from(data));

    const topDown = await bytesOf(bitmapFile({ data, width: 2, height: 1, bottomUp: false }));
    expect(topDown.getInt32(22, true), 'a negative height: rows from the top').toBe(-1);
  });

  it('refuses pixels that do not fill the size it is told', () => {
    expect(() => bitmapFile({ data: new Uint8Array(12), width: 2, height: 2, bottomUp: false })).toThrow('12 bytes are not 2×2 RGBA pixels');
  });

  it('turns premultiplied alpha straight, leaving opaque and clear pixels as they are', () => {
    const data = new Uint8Array([10, 20, 30, 255, 64, 32, 0, 128, 0, 0, 0, 0, 200, 200, 200, 100]);
    unpremultiply(data);
    expect(Array.from(data)).toEqual([10, 20, 30, 255, 128, 64, 0, 128, 0, 0, 0, 0, 255, 255, 255, 100]);
  });
});
