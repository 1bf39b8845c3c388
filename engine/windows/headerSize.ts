import { HEADER_BIG_ABOVE, HEADER_SMALL_BELOW } from './constants';
import type { HeaderSize } from './types';

/**
 * The header layout class for a window `width` px wide: small below 640, medium from 640 to
 * 1024 inclusive, big above 1024.
 * @example headerSize(800) // 'medium'
 */
export function headerSize(width: number): HeaderSize {
  if (width < HEADER_SMALL_BELOW) return 'small';
  if (width > HEADER_BIG_ABOVE) return 'big';
  return 'medium';
}
