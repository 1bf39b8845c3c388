import { describe, expect, it } from 'vitest';
import { choiceEntries, clampFontSize, cssFontFamily, cssFontStyle, FONT_SIZE_RANGE, parseHexColour } from '../../../engine/dialogs';

describe('hex colours', () => {
  it.each([
    ['#ffffff', '#ffffff'],
    ['#FF8800', '#ff8800'],
    ['ff8800', '#ff8800'],
    ['#F0a', '#ff00aa'],
    ['abc', '#aabbcc'],
    ['  #123456 ', '#123456'],
  ])('reads %j as %s', (text, colour) => {
    expect(parseHexColour(text)).toBe(colour);
  });

  it.each(['', '#', '#ff', '#ffff', '#fffff', '#fffffff', '#ggg', 'red', '##fff', '#ff 00 aa', 'rgb(1,2,3)'])('refuses %j', (text) => {
    expect(parseHexColour(text)).toBeNull();
  });
});

describe('font sizes', () => {
  it('uses the spec range 6 to 48 px', () => {
    expect(FONT_SIZE_RANGE).toEqual({ min: 6, max: 48 });
  });

  it.each([
    [6, 6],
    [48, 48],
    [5, 6],
    [0, 6],
    [-12, 6],
    [49, 48],
    [300, 48],
    [14.4, 14],
    [14.5, 15],
  ])('clamps %d to %d', (size, clamped) => {
    expect(clampFontSize(size)).toBe(clamped);
  });

  it('falls back when the size is not a number', () => {
    expect(clampFontSize(Number.NaN, 20)).toBe(20);
    expect(clampFontSize(Number.POSITIVE_INFINITY, 20)).toBe(20);
    expect(clampFontSize(Number.NaN)).toBe(14);
  });
});

describe('font CSS', () => {
  it('writes generic families as keywords and quotes the others', () => {
    expect(cssFontFamily('Monospace')).toBe('monospace');
    expect(cssFontFamily('Sans-serif')).toBe('sans-serif');
    expect(cssFontFamily('Serif')).toBe('serif');
    expect(cssFontFamily('Roboto')).toBe('"Roboto", sans-serif');
    expect(cssFontFamily('Bad"Name')).toBe('"BadName", sans-serif');
  });

  it('splits a style into font-style and font-weight', () => {
    expect(cssFontStyle('normal')).toEqual({ fontStyle: 'normal', fontWeight: 'normal' });
    expect(cssFontStyle('italic')).toEqual({ fontStyle: 'italic', fontWeight: 'normal' });
    expect(cssFontStyle('bold')).toEqual({ fontStyle: 'normal', fontWeight: 'bold' });
    expect(cssFontStyle('bold italic')).toEqual({ fontStyle: 'italic', fontWeight: 'bold' });
  });
});

describe('choices', () => {
  it('keeps a record as value → label pairs in order', () => {
    expect(choiceEntries({ pdf: 'PDF document', csv: 'CSV table' })).toEqual([
      ['pdf', 'PDF document'],
      ['csv', 'CSV table'],
    ]);
  });

  it('gives each string of a list as its own label', () => {
    expect(choiceEntries(['Red', 'Green'])).toEqual([
      ['Red', 'Red'],
      ['Green', 'Green'],
    ]);
  });
});
