import { describe, expect, it } from 'vitest';
import { entryGeometry, readWidgetEntries, WIDGET_MAX_ENTRIES, widgetEntry } from '../../../engine/widgets';

const DESKTOP = { width: 1280, height: 760 };
const CLOCK = { width: 300, height: 50 };

describe('saved widget entries', () => {
  it('keeps the entries with a name, in order, and no more than the settings may hold', () => {
    const saved = [{ name: 'digitalclock', options: { fontColor: '#ff0000' } }, { options: {} }, 'clock', null, { name: '' }, { name: 'other', options: [1] }];
    expect(readWidgetEntries(saved)).toEqual([
      { name: 'digitalclock', options: { fontColor: '#ff0000' } },
      { name: 'other', options: {} },
    ]);
    expect(readWidgetEntries({ name: 'digitalclock' })).toEqual([]);
    expect(readWidgetEntries(Array.from({ length: 150 }, () => ({ name: 'digitalclock' })))).toHaveLength(WIDGET_MAX_ENTRIES);
  });

  it('places an entry by left and top, else from the right and bottom edges, else at the default offset', () => {
    const at = (position: unknown, dimension?: unknown) => entryGeometry({ name: 'digitalclock', options: { position, dimension } }, CLOCK, DESKTOP);
    expect(at({ top: 40, left: 60 })).toEqual({ position: { left: 60, top: 40 }, dimension: CLOCK });
    expect(at({ top: '', left: '', right: '20px', bottom: 10 })).toEqual({ position: { left: 960, top: 700 }, dimension: CLOCK });
    expect(at(undefined, { width: 400, height: 80 })).toEqual({ position: { left: 15, top: 15 }, dimension: { width: 400, height: 80 } });
    expect(at({ left: 'far', top: null }, { width: -3, height: 'x' })).toEqual({ position: { left: 15, top: 15 }, dimension: CLOCK });
  });

  it('saves an instance with its options as read, and its position and size now', () => {
    const entry = widgetEntry({ id: 3, name: 'digitalclock', position: { left: 10, top: 20 }, dimension: { width: 320, height: 60 }, options: { fontFamily: 'Serif', extra: [1, 2] } });
    expect(entry).toEqual({
      name: 'digitalclock',
      options: { fontFamily: 'Serif', extra: [1, 2], position: { top: 20, left: 10 }, dimension: { width: 320, height: 60 } },
    });
    expect(entryGeometry(entry, CLOCK, DESKTOP)).toEqual({ position: { left: 10, top: 20 }, dimension: { width: 320, height: 60 } });
  });
});
