// Precompressed copies of the browser build's scripts and styles: <file>.br and <file>.gz beside
// each, which the server's static route sends to a browser that accepts them (server/routes/web.ts),
// so no byte is compressed per request.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What is worth compressing: text the page loads. Source maps are served to developers only. */
const COMPRESSIBLE = /\.(?:js|css)$/;

/**
 * Brotli's quality for most files. Measured on the whole bundle (2.2 MB, 2 busy cores): quality 5
 * takes 0.2 s for 755 KB, 9 takes 2.1 s for 744 KB, 11 takes 9.8 s for 690 KB.
 */
const BROTLI_QUALITY = 5;
/**
 * For the login page's scripts (373 KB), which every visitor waits for: quality 10 makes 115 KB in
 * 1.8 s of CPU, against 124 KB in 0.4 s at 5 and 113 KB in 4.5 s at 11 (busy machine, one thread).
 */
const THOROUGH_BROTLI_QUALITY = 10;
const brotli = promisify(brotliCompress);
const deflate = promisify(gzip);
const encoders = (thorough) => [
  {
    suffix: '.br',
    encode: (bytes) => brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: thorough ? THOROUGH_BROTLI_QUALITY : BROTLI_QUALITY } }),
  },
  { suffix: '.gz', encode: (bytes) => deflate(bytes, { level: constants.Z_BEST_COMPRESSION }) },
];

/**
 * Writes the .br and .gz copy of every script and stylesheet under `dir`. zlib's asynchronous
 * calls run on libuv's thread pool, so the files compress in parallel. A copy that would not be
 * smaller than its file is not written: the server then sends the file as it is.
 * @param thorough the files worth a slower, better Brotli quality (THOROUGH_BROTLI_QUALITY)
 * @returns each compressed file's sizes, by its path: `{ bytes, br, gzip }` (null where not written).
 */
export async function precompress(dir, thorough = new Set()) {
  const files = (await readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file)).map((file) => path.join(dir, file));
  const sizes = await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all(
        encoders(thorough.has(file)).map(async ({ suffix, encode }) => {
          const encoded = await encode(bytes);
          if (encoded.length >= bytes.length) return null;
          await writeFile(file + suffix, encoded);
          return encoded.length;
        }),
      );
      return [file, { bytes: bytes.length, br, gzip: gz }];
    }),
  );
  return new Map(sizes);
}
