const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Local time as the clock shows it: HH:MM:SS, two digits each, on a 24-hour dial. */
export function clockText(now: Date): string {
  return `${twoDigits(now.getHours())}:${twoDigits(now.getMinutes())}:${twoDigits(now.getSeconds())}`;
}

/**
 * The texts whose width the clock's font size must allow: in a proportional font the digits
 * differ, so each digit's widest clock reading, e.g. '88:88:88'.
 */
export const WIDEST_CLOCK_TEXTS: readonly string[] = Array.from({ length: 10 }, (_, digit) => `${digit}${digit}:${digit}${digit}:${digit}${digit}`);
