/** RGBA pixels of a canvas frame, 4 bytes a pixel, alpha straight (not premultiplied). */
export interface Pixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  /** Rows from the bottom up, as WebGL reads them; otherwise from the top down, as a 2D canvas does. */
  bottomUp: boolean;
}

const FILE_HEADER_BYTES = 14;
/** BITMAPV4HEADER: the first header with an alpha mask and a colour space. */
const INFO_HEADER_BYTES = 108;
const BI_BITFIELDS = 3;
/** 'sRGB', the colour space the canvas draws in: the browser converts nothing. */
const LCS_SRGB = 0x73524742;

/**
 * The frame as a 32-bit BMP file: a 122-byte header before the pixels as they are. Its channel
 * masks name RGBA's byte order and the sign of its height the order of the rows, so no pixel is
 * copied, swapped or compressed: encoding costs a header, where PNG of a 1280×800 frame cost 300 ms
 * of the main thread.
 */
export function bitmapFile({ data, width, height, bottomUp }: Pixels): Blob {
  if (data.length !== width * height * 4) throw new Error(`${data.length} bytes are not ${width}×${height} RGBA pixels`);
  const header = new DataView(new ArrayBuffer(FILE_HEADER_BYTES + INFO_HEADER_BYTES));
  header.setUint8(0, 0x42); // 'B'
  header.setUint8(1, 0x4d); // 'M'
  header.setUint32(2, header.byteLength + data.length, true);
  header.setUint32(10, header.byteLength, true);
  const info = FILE_HEADER_BYTES;
  header.setUint32(info, INFO_HEADER_BYTES, true);
  header.setInt32(info + 4, width, true);
  header.setInt32(info + 8, bottomUp ? height : -height, true);
  header.setUint16(info + 12, 1, true);
  header.setUint16(info + 14, 32, true);
  header.setUint32(info + 16, BI_BITFIELDS, true);
  header.setUint32(info + 20, data.length, true);
  // Red, green, blue and alpha masks of a pixel read as a little-endian 32-bit word.
  header.setUint32(info + 40, 0x000000ff, true);
  header.setUint32(info + 44, 0x0000ff00, true);
  header.setUint32(info + 48, 0x00ff0000, true);
  header.setUint32(info + 52, 0xff000000, true);
  header.setUint32(info + 56, LCS_SRGB, true);
  return new Blob([header.buffer, data as Uint8Array<ArrayBuffer>], { type: 'image/bmp' });
}

/** Turns premultiplied RGBA into straight alpha, in place: what a BMP's alpha means. */
export function unpremultiply(data: Uint8Array | Uint8ClampedArray): void {
  for (let index = 3; index < data.length; index += 4) {
    const alpha = data[index] ?? 0;
    if (alpha === 255 || alpha === 0) continue;
    for (let channel = index - 3; channel < index; channel++) data[channel] = Math.min(255, Math.round(((data[channel] ?? 0) * 255) / alpha));
  }
}
