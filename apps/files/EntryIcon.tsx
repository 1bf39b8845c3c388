/**
 * The pictures of Files: one small inline SVG per icon name of the contract (FileEntry.icon:
 * folder, text, image, audio, video, pdf, archive, code, file) and per place of the side bar. A
 * sheet of paper with a mark for files, tinted per kind by the stylesheet (`files-icon--<name>`).
 */

/** A sheet with its corner folded: what every file icon starts from. */
const SHEET = 'M6 2h8l5 5v14a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z';
const FOLD = 'M14 2v5h5';

/** The mark drawn on the sheet for each kind of file. */
const MARKS: Readonly<Record<string, string>> = {
  text: 'M8 11h8M8 14h8M8 17h5',
  image: 'M8 17l3-4 2 2.5 1.5-1.5L17 17zM9.5 10.5a1 1 0 1 0 0.01 0',
  audio: 'M10 17.5a1.5 1.5 0 1 1 0-0.01V10l6-1.5v7.5a1.5 1.5 0 1 1 0-0.01',
  video: 'M9 10.5v6l5-3z',
  pdf: 'M8 17c2-3 3-6 3-8 0 3 2 6 5 7-3 0-6 0-8 1z',
  archive: 'M11 4h2M11 6h2M11 8h2M10.5 10h3v4h-3z',
  code: 'M10 11l-2 2.5 2 2.5M14 11l2 2.5-2 2.5',
  file: '',
};

/** Folders and places: drawn whole rather than as a sheet. */
const SHAPES: Readonly<Record<string, string>> = {
  folder: 'M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z',
  home: 'M4 11l8-7 8 7M6 9.5V20h4.5v-5h3v5H18V9.5',
  shared: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3.5 19c.5-3 3-5 5.5-5s5 2 5.5 5M16 11a2.5 2.5 0 1 0 0-5M17 14c2 .3 3.3 2 3.6 4.5',
  apps: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  trash: 'M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13M10.5 10.5v6M13.5 10.5v6',
  drive: 'M3 14l2-8h14l2 8v4H3zM3 14h18M17 16h.01',
};

export interface EntryIconProps {
  /** An icon name of the contract, or a place: home, shared, apps, trash, drive. */
  name: string;
  /** Pixels; the picture scales. */
  size: number;
}

/** The picture for an icon name; an unknown name is a plain file. */
export function EntryIcon({ name, size }: EntryIconProps) {
  const shape = SHAPES[name];
  const mark = MARKS[name];
  const kind = shape !== undefined || mark !== undefined ? name : 'file';
  return (
    <svg className={`files-icon files-icon--${kind}`} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {shape !== undefined ? (
        <path className="files-icon__shape" d={shape} />
      ) : (
        <>
          <path className="files-icon__sheet" d={SHEET} />
          <path className="files-icon__fold" d={FOLD} />
          {mark ? <path className="files-icon__mark" d={mark} /> : null}
        </>
      )}
    </svg>
  );
}
