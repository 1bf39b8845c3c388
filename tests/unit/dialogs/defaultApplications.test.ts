import { describe, expect, it } from 'vitest';
import { createDefaultApplications, recordStorage } from '../../../engine/dialogs';

describe('default applications', () => {
  it('remembers an app per MIME type, replaces it, and forgets it when cleared', () => {
    const defaults = createDefaultApplications();
    expect(defaults.get('text/plain')).toBeUndefined();
    defaults.set('text/plain', 'editor');
    defaults.set('image/png', 'viewer');
    expect(defaults.get('text/plain')).toBe('editor');
    defaults.set('text/plain', 'notes');
    expect(defaults.get('text/plain')).toBe('notes');
    defaults.clear('text/plain');
    expect(defaults.get('text/plain')).toBeUndefined();
    expect(defaults.get('image/png')).toBe('viewer');
  });

  it('keeps its choices in the storage given, and two stores do not share theirs', () => {
    const storage = new Map([['application/pdf', 'reader']]);
    const defaults = createDefaultApplications(storage);
    expect(defaults.get('application/pdf')).toBe('reader');
    defaults.set('text/csv', 'sheet');
    expect(storage.get('text/csv')).toBe('sheet');
    expect(createDefaultApplications().get('text/csv')).toBeUndefined();
  });

  it('keeps its choices as one record written anew on each change, as the desktop settings keep them', () => {
    let record: Record<string, string> = { 'text/plain': 'Notes' };
    const writes: Record<string, string>[] = [];
    const defaults = createDefaultApplications(
      recordStorage(
        () => record,
        (next) => {
          writes.push(next);
          record = next;
        },
      ),
    );
    expect(defaults.get('text/plain')).toBe('Notes');
    expect(defaults.get('toString')).toBeUndefined();
    defaults.set('image/png', 'Viewer');
    defaults.clear('text/plain');
    defaults.clear('text/csv');
    expect(writes).toEqual([{ 'text/plain': 'Notes', 'image/png': 'Viewer' }, { 'image/png': 'Viewer' }]);
  });
});
