import { satisfies, validRange } from 'semver';

/**
 * Why a package's `engines.atrium` range does not admit this Atrium (its SDK version); undefined
 * when it does, or when the package declares no range (made before packages declared one).
 */
export function enginesProblem(metadata: unknown, atriumVersion: string): string | undefined {
  const range = (metadata as { engines?: { atrium?: unknown } } | null)?.engines?.atrium;
  if (range === undefined) return undefined;
  if (typeof range !== 'string' || validRange(range) === null) return `its engines.atrium ${JSON.stringify(range)} is not a version range such as "^0.2"`;
  if (!satisfies(atriumVersion, range)) return `it needs Atrium ${range} (engines.atrium), and this is Atrium ${atriumVersion}`;
  return undefined;
}
