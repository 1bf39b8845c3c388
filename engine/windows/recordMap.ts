import type { RecordMap, WindowRecord } from './types';

/** Wids per chunk: a change copies the chunk list and the chunks it writes, never every record. */
const CHUNK_BITS = 6;
const CHUNK_SIZE = 1 << CHUNK_BITS;

type Chunk = (WindowRecord | undefined)[];

const chunkOf = (wid: number) => wid >>> CHUNK_BITS;
const slotOf = (wid: number) => wid & (CHUNK_SIZE - 1);

/** The last version handed out: every map made here gets the next one. */
let lastVersion = 0;

class ChunkedRecords implements RecordMap {
  #values: readonly WindowRecord[] | null = null;
  /** Higher for a map made later. */
  readonly version = lastVersion++;

  constructor(
    readonly chunks: readonly (Readonly<Chunk> | undefined)[],
    readonly size: number,
  ) {}

  get(wid: number): WindowRecord | undefined {
    return this.chunks[chunkOf(wid)]?.[slotOf(wid)];
  }

  has(wid: number): boolean {
    return this.get(wid) !== undefined;
  }

  values(): readonly WindowRecord[] {
    if (this.#values) return this.#values;
    const values: WindowRecord[] = [];
    for (const chunk of this.chunks) if (chunk) for (const record of chunk) if (record) values.push(record);
    return (this.#values = values);
  }

  wids(): number[] {
    return this.values().map((record) => record.wid);
  }

  [Symbol.iterator](): Iterator<WindowRecord> {
    return this.values()[Symbol.iterator]();
  }
}

/** The map's version (higher for a later map); undefined for a map not made here. */
export function versionOf(map: RecordMap): number | undefined {
  return map instanceof ChunkedRecords ? map.version : undefined;
}

export const NO_RECORDS: RecordMap = new ChunkedRecords([], 0);

export interface RecordEdit {
  get(wid: number): WindowRecord | undefined;
  set(record: WindowRecord): void;
  delete(wid: number): void;
  /** The map as edited so far. Editing may go on: it then copies what it writes again. */
  done(): RecordMap;
}

/** Changes to `base`, each chunk they touch copied once, until `done`. */
export function editRecords(base: RecordMap): RecordEdit {
  if (!(base instanceof ChunkedRecords)) throw new TypeError('Atrium: editRecords takes a RecordMap made here');
  let map = base;
  let chunks: (Readonly<Chunk> | undefined)[] | null = null;
  let size = map.size;
  /** Chunks copied since the last `done`, so written in place. */
  const owned = new Set<number>();

  const read = (wid: number) => (chunks ?? map.chunks)[chunkOf(wid)]?.[slotOf(wid)];
  const writable = (index: number): Chunk => {
    chunks ??= map.chunks.slice();
    const chunk = chunks[index];
    if (chunk && owned.has(index)) return chunk as Chunk;
    const copy: Chunk = chunk ? chunk.slice() : new Array<WindowRecord | undefined>(CHUNK_SIZE).fill(undefined);
    while (chunks.length < index) chunks.push(undefined);
    chunks[index] = copy;
    owned.add(index);
    return copy;
  };

  return {
    get: read,
    set(record) {
      const previous = read(record.wid);
      if (previous === record) return;
      writable(chunkOf(record.wid))[slotOf(record.wid)] = record;
      if (!previous) size++;
    },
    delete(wid) {
      if (!read(wid)) return;
      writable(chunkOf(wid))[slotOf(wid)] = undefined;
      size--;
    },
    done() {
      if (chunks) {
        map = new ChunkedRecords(chunks, size);
        chunks = null;
        owned.clear();
      }
      return map;
    },
  };
}

/** A map of `records`, each under its own wid. */
export function recordsOf(records: Iterable<WindowRecord>): RecordMap {
  const edit = editRecords(NO_RECORDS);
  for (const record of records) edit.set(record);
  return edit.done();
}
