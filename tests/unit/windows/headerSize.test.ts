import { describe, expect, it } from 'vitest';
import { headerSize } from '../../../engine/windows';

describe('headerSize', () => {
  it('is small below 640 px', () => {
    expect(headerSize(100)).toBe('small');
    expect(headerSize(639)).toBe('small');
  });

  it('is medium from 640 to 1024 px, both included', () => {
    expect(headerSize(640)).toBe('medium');
    expect(headerSize(800)).toBe('medium');
    expect(headerSize(1024)).toBe('medium');
  });

  it('is big above 1024 px', () => {
    expect(headerSize(1025)).toBe('big');
  });
});
