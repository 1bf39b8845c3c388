export type { FileListClassNames, FileListItemState, FileListProps } from './FileList';
export type { KeyLayout, KeyPress, ListKey } from './keys';
export type { Modifiers, Selection, Step } from './selection';
export { FileListView } from './FileList';
export { OVERSCAN, TYPE_AHEAD_MS } from './constants';
export { listKeyOf } from './keys';
export { click, EMPTY_SELECTION, findByPrefix, move, reconcile, selectAll, selectedInOrder, selectOnly, stepIndex, toggleFocused } from './selection';
