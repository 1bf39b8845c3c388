import { describe, expect, it } from 'vitest';
import { editRecords, NO_RECORDS, recordsOf, type RecordMap, type WindowRecord } from '../../../engine/windows';

const record = (wid: number, title = `W${wid}`) => ({ wid, title }) as WindowRecord;

function expectSame(map: RecordMap, model: Map<number, WindowRecord>) {
  const wids = [...model.keys()].sort((a, b) => a - b);
  expect(map.size).toBe(model.size);
  expect(map.wids()).toEqual(wids);
  expect(map.values()).toEqual(wids.map((wid) => model.get(wid)));
  expect([...map]).toEqual(map.values());
  for (const wid of wids) expect(map.get(wid)).toBe(model.get(wid));
}

describe('RecordMap', () => {
  it('answers as a map of the same records after any edits, and never changes a map it handed out', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    let map = NO_RECORDS;
    const model = new Map<number, WindowRecord>();
    const history: [RecordMap, Map<number, WindowRecord>][] = [];
    for (let step = 0; step < 300; step++) {
      const edit = editRecords(map);
      for (let change = 0; change < 1 + Math.floor(random() * 5); change++) {
        // Wids from small to far apart, as a long session leaves them.
        const wid = 1 + Math.floor(random() * (random() < 0.8 ? 200 : 100_000));
        if (random() < 0.3) {
          edit.delete(wid);
          model.delete(wid);
        } else {
          const next = record(wid, `W${wid}.${step}`);
          edit.set(next);
          model.set(wid, next);
        }
        expect(edit.get(wid)).toBe(model.get(wid));
      }
      if (random() < 0.2) {
        // Handed out mid-edit: what is written after must not reach it.
        const middle = edit.done();
        history.push([middle, new Map(model)]);
        const extra = record(99, `late ${step}`);
        edit.set(extra);
        model.set(99, extra);
      }
      map = edit.done();
      history.push([map, new Map(model)]);
    }
    for (const [old, snapshot] of history) expectSame(old, snapshot);
  });

  it('shares every record and chunk it did not write', () => {
    const map = recordsOf(Array.from({ length: 500 }, (_, i) => record(i + 1)));
    const edit = editRecords(map);
    edit.set(record(250, 'changed'));
    const next = edit.done();
    expect(next.get(250)?.title).toBe('changed');
    expect(map.get(250)?.title).toBe('W250');
    for (const wid of [1, 63, 64, 200, 400, 500]) expect(next.get(wid)).toBe(map.get(wid));
  });

  it('is the same map when an edit wrote nothing new', () => {
    const map = recordsOf([record(1), record(2)]);
    const edit = editRecords(map);
    edit.set(map.get(1) as WindowRecord);
    edit.delete(5);
    expect(edit.done()).toBe(map);
  });
});
