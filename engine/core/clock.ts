export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that always reads `iso` (local time when no zone is given), so test screens never change. */
export function fixedClock(iso: string): Clock {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) throw new Error(`Atrium: the test clock '${iso}' is not a valid date-time`);
  return { now: () => new Date(time) };
}
