import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { useValue, type ReadableValue } from '../../core';
import type { KeybindingEntry } from '../../extensions';
import { useTranslation } from '../../i18n';
import { handleTab } from '../../overlay';
import type { ShortcutSheetStore } from './sheetStore';
import { filterShortcuts, type ShortcutRow } from './shortcutRows';
import { useShortcutGroups } from './useShortcutGroups';
import './shortcuts.css';

export interface ShortcutSheetProps {
  store: ShortcutSheetStore;
  /** Every keybinding with its chord in effect (KeybindingService.list). */
  bindings: ReadableValue<readonly KeybindingEntry[]>;
}

/**
 * The shortcut sheet (docs/features/keyboard.md#the-shortcut-sheet): every keybinding by group, searchable
 * by description, key or group. Escape, its close button and a click beside it close it, and the
 * focus goes back where it was.
 */
export function ShortcutSheet({ store, bindings }: ShortcutSheetProps) {
  const open = useStore(store, (state) => state.sheet !== null);
  return open ? <OpenSheet store={store} bindings={bindings} /> : null;
}

function OpenSheet({ store, bindings }: ShortcutSheetProps) {
  const { t } = useTranslation();
  const { groups } = useShortcutGroups(useValue(bindings));
  const [query, setQuery] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const headingId = useId();

  useEffect(() => {
    input.current?.focus();
    const opener = store.getState().sheet?.opener;
    return () => {
      if (store.getState().sheet === null && opener?.isConnected) opener.focus();
    };
  }, [store]);

  const shown = useMemo(() => filterShortcuts(groups, query), [groups, query]);
  const rows = shown.flatMap((group) => group.rows);
  const active = rows.find((row) => row.id === activeId) ?? null;

  useEffect(() => {
    if (active) document.getElementById(optionId(listId, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const close = () => store.getState().close();
  const move = (step: number) => {
    const index = active ? rows.indexOf(active) : step > 0 ? -1 : rows.length;
    const next = rows[(index + step + rows.length) % rows.length];
    if (next) setActiveId(next.id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (event.key === 'Escape') close();
    else if (step !== undefined) move(step);
    else if (!(box.current && handleTab(event.nativeEvent, box.current))) return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className="shortcuts__overlay" onPointerDown={(event) => event.target === event.currentTarget && close()}>
      <div ref={box} className="shortcuts" role="dialog" aria-modal="true" aria-labelledby={headingId} onKeyDown={onKeyDown}>
        <div className="shortcuts__header">
          <h2 id={headingId} className="shortcuts__title">
            {t('shortcuts.title')}
          </h2>
          <button type="button" className="shortcuts__close" aria-label={t('shortcuts.close')} onClick={close}>
            ×
          </button>
        </div>
        <input
          ref={input}
          className="shortcuts__search"
          type="search"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={active ? optionId(listId, active) : undefined}
          aria-label={t('shortcuts.search')}
          placeholder={t('shortcuts.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <div id={listId} className="shortcuts__list" role="listbox" aria-label={t('shortcuts.title')}>
          {shown.map((group) => (
            <div key={group.id} role="group" aria-labelledby={`${listId}-${group.id}`}>
              <div id={`${listId}-${group.id}`} className="shortcuts__group" role="presentation">
                {group.label}
              </div>
              {group.rows.map((row) => (
                <Row key={row.id} id={optionId(listId, row)} row={row} active={row === active} onPick={() => setActiveId(row.id)} />
              ))}
            </div>
          ))}
        </div>
        {rows.length === 0 ? (
          <p className="shortcuts__none" role="status">
            {t('shortcuts.none', { query: query.trim() })}
          </p>
        ) : null}
        <p className="shortcuts__hint">{t('shortcuts.hint')}</p>
      </div>
    </div>
  );
}

/** The keys that move through the rows, and which way. */
const STEPS: Readonly<Record<string, number | undefined>> = { ArrowDown: 1, ArrowUp: -1 };

const optionId = (listId: string, row: ShortcutRow) => `${listId}-${row.id}`;

function Row({ id, row, active, onPick }: { id: string; row: ShortcutRow; active: boolean; onPick: () => void }) {
  return (
    <div id={id} className="shortcuts__row" role="option" aria-selected={active} title={row.changeable ? row.id : undefined} onPointerDown={onPick}>
      <span className="shortcuts__description">{row.description}</span>
      <span className="shortcuts__keys">
        {row.keys.map((key, index) => (
          <kbd key={index}>{key}</kbd>
        ))}
      </span>
    </div>
  );
}
