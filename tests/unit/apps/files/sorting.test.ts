import { describe, expect, it } from 'vitest';
import { createSorter, nameCollator, toggleSort } from '../../../../apps/files/sorting';

interface Item {
  name: string;
  folder: boolean;
  size: number;
}

const item = (name: string, size = 0, folder = false): Item => ({ name, folder, size });
const sorter = () => createSorter<Item>({ folder: (entry) => entry.folder, name: (entry) => entry.name }, nameCollator('en'));
const names = (items: readonly Item[]) => items.map((entry) => entry.name);

describe('sorting', () => {
  it('sorts names naturally, ignoring case and accents, folders first', () => {
    const items = [item('file 10.txt'), item('File 9.txt'), item('zeta', 0, true), item('Éclair.txt'), item('apple', 0, true), item('eclair 2.txt')];
    expect(names(sorter()(items, null, 'ascending'))).toEqual(['apple', 'zeta', 'eclair 2.txt', 'Éclair.txt', 'File 9.txt', 'file 10.txt']);
  });

  it('descending reverses the files and the folders, folders still first', () => {
    const items = [item('b.txt'), item('a.txt'), item('B', 0, true), item('A', 0, true)];
    expect(names(sorter()(items, null, 'descending'))).toEqual(['B', 'A', 'b.txt', 'a.txt']);
  });

  it('sorts by a value with the name breaking ties, both ways', () => {
    const items = [item('c', 5), item('a', 5), item('b', 1), item('big', 9)];
    const sort = sorter();
    expect(names(sort(items, (entry) => entry.size, 'ascending'))).toEqual(['b', 'a', 'c', 'big']);
    expect(names(sort(items, (entry) => entry.size, 'descending'))).toEqual(['big', 'c', 'a', 'b']);
  });

  it('sorts strings too (a type), and keeps the input as it was', () => {
    const items = [item('x.png'), item('a.txt'), item('b.png')];
    const type = (entry: Item) => entry.name.slice(entry.name.lastIndexOf('.'));
    expect(names(sorter()(items, type, 'ascending'))).toEqual(['b.png', 'x.png', 'a.txt']);
    expect(names(items)).toEqual(['x.png', 'a.txt', 'b.png']);
  });

  it('pressing a column flips it, another column starts ascending', () => {
    expect(toggleSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(toggleSort({ key: 'name', direction: 'descending' }, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(toggleSort({ key: 'name', direction: 'descending' }, 'size')).toEqual({ key: 'size', direction: 'ascending' });
  });

  it('sorts 10,000 entries, every order, in the same result as a plain collator sort', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => item(`File ${String((index * 7919) % 10_000)}.txt`, index % 97));
    const sort = sorter();
    const collator = nameCollator('en');
    const expected = [...many].sort((a, b) => collator.compare(a.name, b.name));
    expect(names(sort(many, null, 'ascending'))).toEqual(names(expected));
    const sizes = sort(many, (entry) => entry.size, 'ascending').map((entry) => entry.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });
});
