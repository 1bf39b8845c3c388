import { useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import {
  formatFileSize,
  formatFileDate,
  Menu,
  mountLabel,
  parentPath,
  useTranslation,
  useValue,
  vfsErrorText,
  visibleMounts,
  type MenuItem,
  type ReadableValue,
  type Vfs,
} from '../../sdk';
import type { ClipboardStore } from './clipboard';
import { MENU_ITEM_HEIGHT, MENU_WIDTH } from './constants';
import type { Commands } from './commands';
import { EntryList, type RowFormat } from './EntryList';
import { ICON_PICTURES } from './FileIcon';
import type { FilesStore } from './filesStore';
import { commandOf } from './keys';
import { PathBar } from './PathBar';
import { folderPlace, folderTitle, placeAbove, type Place } from './places';
import type { FilesPreferences, SortKey } from './preferences';
import { iconOf, sizeOf, type Row } from './rows';
import { Sidebar } from './Sidebar';
import { toggleSort } from './sorting';
import { Toolbar, type Tool } from './Toolbar';
import { batchOfDrop, batchOfFiles } from './upload';

export interface FilesViewProps {
  store: FilesStore;
  commands: Commands;
  clipboard: ClipboardStore;
  vfs: Pick<Vfs, 'mounts' | 'stat'>;
  preferences: ReadableValue<FilesPreferences>;
  setPreferences: (change: Partial<FilesPreferences>) => void;
  /** The window's title follows the place: its folder's name, or Trash. */
  onTitle: (title: string) => void;
}

const KINDS = new Set(['folder', 'text', 'image', 'audio', 'video', 'pdf', 'archive', 'code', 'file']);

interface OpenMenu {
  label: string;
  at: { left: number; top: number };
  items: MenuItem[];
}

const isFileDrag = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * A Files window: toolbar with Back, Forward, Up and the path; the side bar of places; the list
 * of the place with its status line; context menus by right click and by keyboard; files and
 * folders dropped from the computer upload into the folder shown.
 */
export function FilesView({ store, commands, clipboard, vfs, preferences, setPreferences, onTitle }: FilesViewProps) {
  const { t, i18n } = useTranslation();
  const prefs = useValue(preferences);
  const history = useStore(store, (state) => state.history);
  const status = useStore(store, (state) => state.status);
  const error = useStore(store, (state) => state.error);
  const rows = useStore(store, (state) => state.rows);
  const selection = useStore(store, (state) => state.selection);
  const canPaste = useStore(clipboard, (state) => state.content !== null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [dropping, setDropping] = useState(false);
  const [editPath, setEditPath] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const uploadRef = useRef<HTMLInputElement>(null);
  const place = history.current;
  const inTrash = place.kind === 'trash';
  const writable = commands.writable();
  const mounts = vfs.mounts();

  const labelOfMount = (name: string) => mountLabel(mounts.find((mount) => mount.name === name) ?? { name, label: name }, t);
  const title = place.kind === 'trash' ? t('files.trash') : folderTitle(place.path, mounts.map((mount) => ({ ...mount, label: mountLabel(mount, t) })));
  useEffect(() => {
    onTitle(title);
  }, [onTitle, title]);

  const locale = i18n.language;
  const format: RowFormat = useMemo(
    () => ({
      size: (bytes) => formatFileSize(bytes, prefs.sizeBase, locale),
      time: formatFileDate,
      kind: (row: Row) => {
        const icon = iconOf(row);
        return t(`files.kinds.${KINDS.has(icon) ? icon : 'file'}`);
      },
    }),
    [prefs.sizeBase, locale, t],
  );

  const selected = () => {
    const { selection: current, rows: all } = store.getState();
    return all.filter((row) => current.selected.has(row.key));
  };
  const go = (target: Place) => {
    void store.getState().go(target);
    listRef.current?.focus();
  };

  const entryItems = (): MenuItem[] => {
    const rowsNow = selected();
    const one = rowsNow.length === 1 ? rowsNow[0] : undefined;
    if (inTrash) {
      return [
        { label: t('files.action.restore'), enabled: rowsNow.length > 0, run: () => void commands.restore(rowsNow) },
        { label: t('files.action.deleteForGood'), enabled: rowsNow.length > 0, run: () => void commands.deleteForGood(rowsNow) },
      ];
    }
    const hasFiles = rowsNow.some((row) => !row.folder);
    return [
      { label: t('files.action.open'), enabled: rowsNow.length > 0, run: () => rowsNow.forEach((row) => void commands.open(row)) },
      { label: t('files.action.cut'), enabled: writable && rowsNow.length > 0, run: () => commands.copy(rowsNow, 'cut') },
      { label: t('files.action.copy'), enabled: rowsNow.length > 0, run: () => commands.copy(rowsNow, 'copy') },
      { label: t('files.action.paste'), enabled: writable && canPaste, run: () => void commands.paste() },
      { label: t('files.action.rename'), enabled: writable && one !== undefined, run: () => one && store.getState().startRename(one.key) },
      { label: t('files.action.download'), enabled: hasFiles, run: () => void commands.download(rowsNow) },
      { label: t('files.action.moveToTrash'), enabled: writable && rowsNow.length > 0, run: () => void commands.trash(rowsNow) },
    ];
  };
  const placeItems = (): MenuItem[] =>
    inTrash
      ? [
          { label: t('files.action.selectAll'), enabled: rows.length > 0, run: () => store.getState().selectAll() },
          { label: t('files.action.emptyTrash'), enabled: rows.length > 0, run: () => void commands.emptyTrash() },
        ]
      : [
          { label: t('files.action.newFolder'), enabled: writable, run: () => void commands.newFolder() },
          { label: t('files.action.paste'), enabled: writable && canPaste, run: () => void commands.paste() },
          { label: t('files.action.upload'), enabled: writable, run: () => uploadRef.current?.click() },
          { label: t('files.action.selectAll'), enabled: rows.length > 0, run: () => store.getState().selectAll() },
        ];

  /** Opens a menu at `at`, moved back onto the page where it would run off its foot or its far side. */
  const showMenu = (label: string, at: { left: number; top: number }, items: MenuItem[]) => {
    const rtl = document.documentElement.dir === 'rtl';
    const left = rtl ? Math.max(at.left, MENU_WIDTH) : Math.max(0, Math.min(at.left, window.innerWidth - MENU_WIDTH));
    const top = Math.max(0, Math.min(at.top, window.innerHeight - items.length * MENU_ITEM_HEIGHT - 8));
    setMenu({ label, at: { left, top }, items });
  };
  const openMenu = (at: { left: number; top: number }, onRow: boolean) =>
    showMenu(onRow ? t('files.menu.entry') : t('files.menu.place'), at, onRow ? entryItems() : placeItems());

  /** The context menu key: at the focused row when it is selected, else at the list's corner. */
  const openMenuByKey = () => {
    const list = listRef.current;
    if (!list) return;
    const focused = list.querySelector<HTMLElement>('.files__item--focused.files__item--selected');
    const box = (focused ?? list).getBoundingClientRect();
    const rtl = document.documentElement.dir === 'rtl';
    openMenu({ left: rtl ? box.right - 8 : box.left + 8, top: focused ? box.bottom : box.top + 8 }, focused !== null);
  };

  const sortBy = (key: SortKey) => setPreferences({ sort: toggleSort(prefs.sort, key) });

  /** Enter on the selected rows or a double-click on one: one row opens; of several, the files do. */
  const open = (chosen: readonly Row[]) => {
    if (chosen.length === 1 && chosen[0]) void commands.open(chosen[0]);
    else chosen.filter((row) => !row.folder).forEach((row) => void commands.open(row));
  };

  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    const command = commandOf(event);
    if (!command) return;
    const state = store.getState();
    const rowsNow = selected();
    const focusedRow = state.rows.find((row) => row.key === state.selection.focus);
    event.preventDefault();
    switch (command) {
      case 'clear':
        state.clearSelection();
        return;
      case 'rename': {
        const target = rowsNow.length === 1 ? rowsNow[0] : focusedRow;
        if (target && writable) state.startRename(target.key);
        return;
      }
      case 'trash':
        void (inTrash ? commands.deleteForGood(rowsNow) : commands.trash(rowsNow));
        return;
      case 'delete':
        void commands.deleteForGood(rowsNow);
        return;
      case 'copy':
      case 'cut':
        commands.copy(rowsNow, command);
        return;
      case 'paste':
        void commands.paste();
        return;
      case 'up': {
        const above = placeAbove(place);
        if (above) go(above);
        return;
      }
      case 'menu':
        openMenuByKey();
        return;
      case 'newFolder':
        void commands.newFolder();
        return;
      case 'reload':
        void state.reload();
        return;
      case 'location':
        setEditPath((count) => count + 1);
        return;
    }
  };

  /** A typed path: a folder opens, a file opens its folder with it selected. */
  const submitPath = async (path: string): Promise<string | null> => {
    try {
      const entry = await vfs.stat(path);
      const folder = entry.isDirectory ? entry.path : parentPath(entry.path);
      if (folder === null) return null;
      await store.getState().go(folderPlace(folder));
      if (!entry.isDirectory) store.getState().selectKeys([entry.path]);
      listRef.current?.focus();
      return null;
    } catch (problem) {
      return vfsErrorText(problem, t);
    }
  };

  const onDragOver = (event: DragEvent) => {
    if (!isFileDrag(event) || !writable) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDropping(true);
  };
  const onDrop = (event: DragEvent) => {
    setDropping(false);
    if (!isFileDrag(event) || !writable) return;
    event.preventDefault();
    void batchOfDrop(event.dataTransfer).then((batch) => commands.upload(batch));
  };

  const rowsNow = rows.filter((row) => selection.selected.has(row.key));
  const viewMenu = (target: HTMLElement) => {
    const box = target.getBoundingClientRect();
    const rtl = document.documentElement.dir === 'rtl';
    const sortItem = (key: SortKey, label: string): MenuItem => ({ label, enabled: true, checked: prefs.sort.key === key, run: () => setPreferences({ sort: { ...prefs.sort, key } }) });
    showMenu(t('files.view.menu'), { left: rtl ? box.right : box.left, top: box.bottom }, [
        { label: t('files.view.list'), enabled: true, checked: prefs.view === 'list', run: () => setPreferences({ view: 'list' }) },
        { label: t('files.view.icons'), enabled: true, checked: prefs.view === 'icons', run: () => setPreferences({ view: 'icons' }) },
        sortItem('name', t('files.view.sortName')),
        sortItem('size', t('files.view.sortSize')),
        sortItem('time', t('files.view.sortTime')),
        sortItem('kind', t('files.view.sortKind')),
        { label: t('files.view.ascending'), enabled: true, checked: prefs.sort.direction === 'ascending', run: () => setPreferences({ sort: { ...prefs.sort, direction: 'ascending' } }) },
        { label: t('files.view.descending'), enabled: true, checked: prefs.sort.direction === 'descending', run: () => setPreferences({ sort: { ...prefs.sort, direction: 'descending' } }) },
        { label: t('files.view.hidden'), enabled: true, checked: prefs.showHidden, run: () => setPreferences({ showHidden: !prefs.showHidden }) },
        { label: t('files.view.binary'), enabled: true, checked: prefs.sizeBase === 1024, run: () => setPreferences({ sizeBase: 1024 }) },
      { label: t('files.view.decimal'), enabled: true, checked: prefs.sizeBase === 1000, run: () => setPreferences({ sizeBase: 1000 }) },
    ]);
  };

  const navigation: Tool[] = [
    { icon: 'back', label: t('files.back'), enabled: history.back.length > 0, run: () => void store.getState().back() },
    { icon: 'forward', label: t('files.forward'), enabled: history.forward.length > 0, run: () => void store.getState().forward() },
    { icon: 'up', label: t('files.up'), enabled: placeAbove(place) !== null, run: () => go(placeAbove(place) ?? place) },
  ];
  const actions: Tool[] = inTrash
    ? [
        { icon: 'restore', label: t('files.action.restore'), labelled: true, enabled: rowsNow.length > 0, run: () => void commands.restore(rowsNow) },
        { icon: 'delete', label: t('files.action.deleteForGood'), enabled: rowsNow.length > 0, run: () => void commands.deleteForGood(rowsNow) },
        { icon: 'empty', label: t('files.action.emptyTrash'), labelled: true, enabled: rows.length > 0, run: () => void commands.emptyTrash() },
      ]
    : [
        { icon: 'newFolder', label: t('files.action.newFolder'), enabled: writable, run: () => void commands.newFolder() },
        { icon: 'upload', label: t('files.action.upload'), enabled: writable, run: () => uploadRef.current?.click() },
        { icon: 'download', label: t('files.action.download'), enabled: rowsNow.some((row) => !row.folder), run: () => void commands.download(rowsNow) },
        { icon: 'trash', label: t('files.action.moveToTrash'), enabled: writable && rowsNow.length > 0, run: () => void commands.trash(rowsNow) },
      ];
  const view: Tool[] = [{ icon: prefs.view === 'icons' ? 'icons' : 'list', label: t('files.view.menu'), enabled: true, menu: true, run: (event) => viewMenu(event.currentTarget) }];

  // Folders have no size of their own: a selection of folders alone says none.
  const sized = rowsNow.filter((row) => inTrash || !row.folder);
  const selectedSize = sized.reduce((sum, row) => sum + sizeOf(row), 0);
  const statusText =
    status === 'loading'
      ? t('files.loading')
      : rowsNow.length === 0
        ? t('files.status.items', { count: rows.length })
        : sized.length === 0
          ? t('files.status.selectedFolders', { count: rowsNow.length, total: rows.length })
          : t('files.status.selected', { count: rowsNow.length, total: rows.length, size: format.size(selectedSize) });

  return (
    <div
      className={`files${dropping ? ' files--dropping' : ''}`}
      style={ICON_PICTURES}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={onDrop}
    >
      <Toolbar groups={[navigation, actions, view]}>
        <PathBar place={place} mountLabel={labelOfMount} onOpen={(path) => go(folderPlace(path))} onSubmit={submitPath} editRequest={editPath} />
      </Toolbar>
      <div className="files__main">
        <Sidebar mounts={visibleMounts(mounts)} place={place} mountLabel={(mount) => mountLabel(mount, t)} onOpen={go} />
        <div className="files__content">
          {status === 'failed' ? (
            <p className="files__error" role="alert">
              {vfsErrorText(error, t)}
            </p>
          ) : null}
          <EntryList
            // The list and the icon view measure their lines apart: a switch starts a new virtual list.
            key={prefs.view}
            store={store}
            clipboard={clipboard}
            preferences={prefs}
            format={format}
            label={inTrash ? t('files.trash') : t('files.listLabel', { folder: title })}
            trash={inTrash}
            onSort={sortBy}
            onOpen={open}
            rename={(row, name) => commands.rename(row, name)}
            onKey={onKey}
            onMenu={openMenu}
            listRef={listRef}
          />
          {status === 'ready' && rows.length === 0 ? <p className="files__empty">{inTrash ? t('files.trashEmpty') : t('files.empty')}</p> : null}
          <p className="files__status" role="status">
            {statusText}
          </p>
        </div>
      </div>
      {dropping ? (
        <div className="files__drop" aria-hidden="true">
          {t('files.dropHere', { folder: title })}
        </div>
      ) : null}
      <input
        ref={uploadRef}
        className="files__upload-input"
        type="file"
        multiple
        tabIndex={-1}
        aria-label={t('files.action.upload')}
        onChange={(event) => {
          const files = event.currentTarget.files;
          if (files && files.length > 0) void commands.upload(batchOfFiles(files));
          event.currentTarget.value = '';
        }}
      />
      {menu ? (
        <Menu
          label={menu.label}
          at={menu.at}
          items={menu.items}
          onClose={(reason) => {
            setMenu(null);
            if (reason === 'done') listRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
