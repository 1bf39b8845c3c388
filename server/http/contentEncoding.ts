/** The encodings the build writes copies in (scripts/precompress.mjs), in the server's preference: smaller first. */
export const PRECOMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number];

/** The name of a file's copy in `encoding`, as scripts/precompress.mjs writes it beside the file. */
export const PRECOMPRESSED_SUFFIX: Record<PrecompressedEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The precompressed encodings an `Accept-Encoding` header accepts, most wanted first (RFC 9110,
 * section 12.5.3): by q-value, ties in the server's preference; `*` stands for the unnamed ones;
 * q=0, or a q-value that is not a number, refuses. No header: none, the file as it is.
 */
export function acceptedEncodings(header: string | undefined): PrecompressedEncoding[] {
  if (header === undefined) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((text) => text.trim().toLowerCase());
    if (coding === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (encoding: PrecompressedEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  // Array.prototype.sort is stable: equal weights keep the server's order.
  return PRECOMPRESSED_ENCODINGS.filter((encoding) => weightOf(encoding) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}
