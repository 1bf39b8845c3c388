import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { filterShortcuts, useSettings, useShortcutGroups, useTranslation, useValue, type PluginContext, type ShortcutRow } from '../../sdk';
import { keybindingsOf } from './desktop';
import { Section } from './Section';
import { chordRefusal, recordedChord, unusableKey, withChord, withoutChord, type ChordRefusal } from './shortcutRules';

type Translate = ReturnType<typeof useTranslation>['t'];

/** A refused chord's message under its binding's row. */
interface Refused {
  id: string;
  text: string;
}

/**
 * Every keyboard shortcut as the shortcut sheet lists it, each changeable by pressing the new chord
 * (docs/features/keyboard.md#changing-a-shortcut). The user's chords are the desktop settings'
 * `keybindings`, which the desktop applies at once; a locked desktop shows them read-only.
 */
export function ShortcutsSection({ ctx }: { ctx: Pick<PluginContext, 'shellSettings' | 'keybindings'> }) {
  const { t } = useTranslation();
  const settings = ctx.shellSettings.desktop;
  const overrides = keybindingsOf(useSettings(settings));
  const { groups, keys } = useShortcutGroups(useValue(ctx.keybindings.list));
  const [query, setQuery] = useState('');
  const [recording, setRecording] = useState<string | null>(null);
  const [refused, setRefused] = useState<Refused | null>(null);
  const shown = useMemo(() => filterShortcuts(groups, query), [groups, query]);
  const listId = useId();
  const hintId = useId();

  const save = (next: Record<string, string>) => settings.set({ keybindings: next });
  const record = (row: ShortcutRow, event: KeyboardEvent<HTMLButtonElement>) => {
    // Every key goes to the recording: none may reach the window (Alt+arrows) or the desktop's shortcuts.
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'Escape') return setRecording(null);
    // The DOM's event: React's leaves out isComposing.
    const press = event.nativeEvent;
    const unusable = unusableKey(press);
    if (unusable !== null) {
      setRecording(null);
      return setRefused({ id: row.id, text: t(`preferences.shortcuts.unusable.${unusable}`) });
    }
    const chord = recordedChord(press);
    if (chord === null) return;
    setRecording(null);
    const refusal = chordRefusal(chord, row.id, groups.flatMap((group) => group.rows));
    setRefused(refusal === null ? null : { id: row.id, text: refusalText(refusal, keys(chord).join('+'), t) });
    if (refusal === null && chord !== row.chord) save(withChord(overrides, row.id, chord));
  };
  const reset = (id: string) => {
    setRefused(null);
    save(withoutChord(overrides, id));
  };

  return (
    <Section legend={t('preferences.shortcuts.heading')} locked={settings.locked}>
      <div className="preferences__shortcuts-bar">
        <input
          className="preferences__shortcuts-search"
          type="search"
          aria-label={t('preferences.shortcuts.search')}
          aria-controls={listId}
          placeholder={t('preferences.shortcuts.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="button" disabled={Object.keys(overrides).length === 0} onClick={() => (setRefused(null), save({}))}>
          {t('preferences.shortcuts.resetAll')}
        </button>
      </div>
      <p id={hintId} className="preferences__hint" hidden={recording === null}>
        {t('preferences.shortcuts.recordingHint')}
      </p>
      <div id={listId} className="preferences__shortcuts">
        {shown.map((group) => (
          <section key={group.id} aria-labelledby={`${listId}-${group.id}`}>
            <h3 id={`${listId}-${group.id}`} className="preferences__shortcuts-group">
              {group.label}
            </h3>
            <ul className="preferences__shortcuts-rows">
              {group.rows.map((row) => (
                <li key={row.id} className="preferences__shortcut">
                  <span className="preferences__shortcut-description">{row.description}</span>
                  <span className="preferences__shortcut-keys">
                    {row.keys.map((key, index) => (
                      <kbd key={index}>{key}</kbd>
                    ))}
                  </span>
                  {row.changeable ? (
                    <span className="preferences__shortcut-actions">
                      <button
                        type="button"
                        aria-label={recording === row.id ? t('preferences.shortcuts.recording') : t('preferences.shortcuts.changeLabel', { description: row.description })}
                        aria-pressed={recording === row.id}
                        aria-describedby={recording === row.id ? hintId : undefined}
                        onClick={() => (setRefused(null), setRecording(row.id))}
                        onKeyDown={recording === row.id ? (event) => record(row, event) : undefined}
                        onBlur={() => recording === row.id && setRecording(null)}
                      >
                        {recording === row.id ? t('preferences.shortcuts.recording') : t('preferences.shortcuts.change')}
                      </button>
                      {row.id in overrides && (
                        <button type="button" aria-label={t('preferences.shortcuts.resetLabel', { description: row.description })} onClick={() => reset(row.id)}>
                          {t('preferences.shortcuts.reset')}
                        </button>
                      )}
                    </span>
                  ) : (
                    <span className="preferences__shortcut-actions preferences__hint">{t('preferences.shortcuts.fixed')}</span>
                  )}
                  {refused?.id === row.id && (
                    <p className="preferences__error preferences__shortcut-error" role="alert">
                      {refused.text}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
        {shown.length === 0 && (
          <p className="preferences__hint" role="status">
            {t('preferences.shortcuts.none', { query: query.trim() })}
          </p>
        )}
      </div>
    </Section>
  );
}

/** The translated reason a chord was refused, naming the chord and the binding that keeps it. */
function refusalText(refusal: ChordRefusal, chord: string, t: Translate): string {
  switch (refusal.reason) {
    case 'typing':
      return t('preferences.shortcuts.refused.typing', { chord });
    case 'focus':
      return t('preferences.shortcuts.refused.focus', { chord });
    case 'fixed':
      return t('preferences.shortcuts.refused.fixed', { chord, other: refusal.by.description });
    case 'taken':
      return t('preferences.shortcuts.refused.taken', { chord, other: refusal.by.description });
  }
}
