import { afterEach, describe, expect, it, vi } from 'vitest';
import { chordMatches, createKeybindings, parseChord, sameChord, type KeybindingService } from '../../../engine/extensions';

const keydown = (init: KeyboardEventInit) => new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });

describe('parseChord', () => {
  it('reads modifiers and a key, in any case, around spaces', () => {
    expect(parseChord('Alt+A')).toEqual({ ctrl: false, alt: true, shift: false, meta: false, key: 'a' });
    expect(parseChord(' ctrl + SHIFT + F3 ')).toEqual({ ctrl: true, alt: false, shift: true, meta: false, key: 'f3' });
    expect(parseChord('Meta+Escape')).toEqual({ ctrl: false, alt: false, shift: false, meta: true, key: 'escape' });
    expect(parseChord('F3')).toEqual({ ctrl: false, alt: false, shift: false, meta: false, key: 'f3' });
  });

  it('names Space and Plus by a word, since spaces are trimmed and + joins the keys', () => {
    expect(parseChord('Ctrl+Space')).toEqual({ ctrl: true, alt: false, shift: false, meta: false, key: 'space' });
    expect(parseChord('ctrl+shift+PLUS')).toEqual({ ctrl: true, alt: false, shift: true, meta: false, key: 'plus' });
  });

  it('refuses a chord without a key, naming it', () => {
    expect(() => parseChord('')).toThrow("the key chord '' names no key");
    expect(() => parseChord('Ctrl+')).toThrow("the key chord 'Ctrl+' names no key");
  });
});

describe('chordMatches', () => {
  it('matches a symbol by the character typed, with the Shift a layout needs for it', () => {
    const slash = parseChord('Ctrl+/');
    expect(chordMatches(slash, keydown({ key: '/', code: 'Slash', ctrlKey: true }))).toBe(true);
    // German: '/' is Shift+7.
    expect(chordMatches(slash, keydown({ key: '/', code: 'Digit7', ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(chordMatches(slash, keydown({ key: '7', code: 'Digit7', ctrlKey: true }))).toBe(false);
    expect(chordMatches(slash, keydown({ key: '/', code: 'Slash' }))).toBe(false);
  });

  it('matches letters by their position, so Alt+A works where Alt+A types å', () => {
    expect(chordMatches(parseChord('Alt+A'), keydown({ key: 'å', code: 'KeyA', altKey: true }))).toBe(true);
  });

  it('matches digits by their position, whatever Shift makes of them', () => {
    expect(chordMatches(parseChord('Ctrl+Shift+1'), keydown({ key: '!', code: 'Digit1', ctrlKey: true, shiftKey: true }))).toBe(true);
  });

  it('matches other keys by name', () => {
    expect(chordMatches(parseChord('F3'), keydown({ key: 'F3', code: 'F3' }))).toBe(true);
    expect(chordMatches(parseChord('Escape'), keydown({ key: 'Escape', code: 'Escape' }))).toBe(true);
  });

  it('matches Space by its place or its key, with the Shift the chord says', () => {
    const space = parseChord('Ctrl+Space');
    expect(chordMatches(space, keydown({ key: ' ', code: 'Space', ctrlKey: true }))).toBe(true);
    // A Mac's Alt+Space types a no-break space.
    expect(chordMatches(parseChord('Alt+Space'), keydown({ key: '\u00a0', code: 'Space', altKey: true }))).toBe(true);
    expect(chordMatches(space, keydown({ key: ' ', ctrlKey: true }))).toBe(true);
    expect(chordMatches(space, keydown({ key: ' ', code: 'Space', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(chordMatches(parseChord('Ctrl+Shift+Space'), keydown({ key: ' ', code: 'Space', ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(chordMatches(space, keydown({ key: ' ', code: 'Space' }))).toBe(false);
  });

  it('matches Plus by the character typed, whatever Shift the layout needs for it', () => {
    const plus = parseChord('Ctrl+Plus');
    // US and French: '+' is Shift+=; German: a key of its own; the keypad's.
    expect(chordMatches(plus, keydown({ key: '+', code: 'Equal', ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(chordMatches(plus, keydown({ key: '+', code: 'BracketRight', ctrlKey: true }))).toBe(true);
    expect(chordMatches(plus, keydown({ key: '+', code: 'NumpadAdd', ctrlKey: true }))).toBe(true);
    expect(chordMatches(plus, keydown({ key: '=', code: 'Equal', ctrlKey: true }))).toBe(false);
    expect(chordMatches(plus, keydown({ key: '+', code: 'Equal', shiftKey: true }))).toBe(false);
  });

  it('falls back to the key when the event has no code', () => {
    expect(chordMatches(parseChord('Alt+A'), keydown({ key: 'A', altKey: true }))).toBe(true);
  });

  it('wants exactly the modifiers of the chord', () => {
    const altA = parseChord('Alt+A');
    expect(chordMatches(altA, keydown({ key: 'a', code: 'KeyA' }))).toBe(false);
    expect(chordMatches(altA, keydown({ key: 'a', code: 'KeyA', altKey: true, ctrlKey: true }))).toBe(false);
    expect(chordMatches(altA, keydown({ key: 'A', code: 'KeyA', altKey: true, shiftKey: true }))).toBe(false);
    expect(chordMatches(altA, keydown({ key: 'a', code: 'KeyA', altKey: true, metaKey: true }))).toBe(false);
  });

  it('wants the key of the chord', () => {
    expect(chordMatches(parseChord('Alt+A'), keydown({ key: 'b', code: 'KeyB', altKey: true }))).toBe(false);
  });
});

describe('sameChord', () => {
  it('takes Plus with or without Shift as one chord, Space with and without Shift as two', () => {
    expect(sameChord('Ctrl+Plus', 'ctrl+shift+plus')).toBe(true);
    expect(sameChord('Ctrl+Plus', 'Ctrl+=')).toBe(false);
    expect(sameChord('Ctrl+Space', 'ctrl+space')).toBe(true);
    expect(sameChord('Ctrl+Space', 'Ctrl+Shift+Space')).toBe(false);
  });
});

describe('keybindings', () => {
  let service: KeybindingService | null = null;
  afterEach(() => service?.dispose());

  function setUp() {
    const target = new EventTarget();
    service = createKeybindings(target);
    /** Presses a key on the target; tells whether the keybindings took it. */
    const press = (init: KeyboardEventInit) => {
      const event = keydown(init);
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    return { target, keys: service, press };
  }

  it('runs a binding when its chord is pressed, and keeps the key from doing anything else', () => {
    const { keys, press } = setUp();
    const run = vi.fn();
    keys.register({ group: 'desktop', id: 'atrium.appmenu.toggle', key: 'Alt+A', run });
    expect(press({ key: 'å', code: 'KeyA', altKey: true })).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('leaves other keys alone', () => {
    const { keys, press } = setUp();
    const run = vi.fn();
    keys.register({ group: 'desktop', id: 'toggle', key: 'Alt+A', run });
    expect(press({ key: 'a', code: 'KeyA' })).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });

  it('ignores a held key repeating', () => {
    const { keys, press } = setUp();
    const run = vi.fn();
    keys.register({ group: 'desktop', id: 'toggle', key: 'Alt+A', run });
    expect(press({ key: 'a', code: 'KeyA', altKey: true, repeat: true })).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });

  it('ignores a key something else already handled', () => {
    const target = new EventTarget();
    target.addEventListener('keydown', (event) => event.preventDefault());
    service = createKeybindings(target);
    const run = vi.fn();
    service.register({ group: 'desktop', id: 'toggle', key: 'Alt+A', run });
    target.dispatchEvent(keydown({ key: 'a', code: 'KeyA', altKey: true }));
    expect(run).not.toHaveBeenCalled();
  });

  it('runs only one binding for a chord', () => {
    const { keys, press } = setUp();
    const first = vi.fn();
    const second = vi.fn();
    keys.register({ group: 'desktop', id: 'first', key: 'F3', run: first });
    keys.register({ group: 'desktop', id: 'second', key: 'f3', run: second });
    press({ key: 'F3', code: 'F3' });
    expect(first.mock.calls.length + second.mock.calls.length).toBe(1);
  });

  it('uses the chords the user chose instead of the defaults, and the defaults for the rest', () => {
    const { keys, press } = setUp();
    const toggle = vi.fn();
    const search = vi.fn();
    keys.register({ group: 'desktop', id: 'toggle', key: 'Alt+A', run: toggle });
    keys.register({ group: 'desktop', id: 'search', key: 'F3', run: search });
    keys.setOverrides({ toggle: 'Ctrl+K', unknown: 'Ctrl+J' });
    expect(keys.keyFor('toggle')).toBe('Ctrl+K');
    expect(keys.keyFor('search')).toBe('F3');
    press({ key: 'a', code: 'KeyA', altKey: true });
    press({ key: 'k', code: 'KeyK', ctrlKey: true });
    press({ key: 'F3', code: 'F3' });
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledTimes(1);
    keys.setOverrides({});
    expect(keys.keyFor('toggle')).toBe('Alt+A');
  });

  it('takes Space and Plus in the user’s chords, and the chords saved before them as they were', () => {
    const { keys, press } = setUp();
    const runs = { sheet: vi.fn(), menu: vi.fn(), search: vi.fn(), snap: vi.fn(), equal: vi.fn() };
    for (const [id, key] of [['sheet', 'Ctrl+/'], ['menu', 'Alt+A'], ['search', 'F3'], ['snap', 'ctrl+alt+ArrowLeft'], ['equal', 'Ctrl+=']] as const) {
      keys.register({ group: 'desktop', id, key, run: runs[id] });
    }
    keys.setOverrides({ sheet: 'Ctrl+Space', search: 'Ctrl+Plus', menu: 'Ctrl+Alt+K' });
    press({ key: ' ', code: 'Space', ctrlKey: true });
    press({ key: '+', code: 'Equal', ctrlKey: true, shiftKey: true });
    // Saved before: a letter by its place, an arrow by name, '=' by the character typed.
    press({ key: 'k', code: 'KeyK', ctrlKey: true, altKey: true });
    press({ key: 'ArrowLeft', code: 'ArrowLeft', ctrlKey: true, altKey: true });
    press({ key: '=', code: 'Equal', ctrlKey: true });
    expect(Object.fromEntries(Object.entries(runs).map(([id, run]) => [id, run.mock.calls.length]))).toEqual({ sheet: 1, menu: 1, search: 1, snap: 1, equal: 1 });
  });

  it('refuses overrides with a chord that names no key, keeping the ones it had', () => {
    const { keys } = setUp();
    keys.register({ group: 'desktop', id: 'toggle', key: 'Alt+A', run: vi.fn() });
    keys.setOverrides({ toggle: 'Ctrl+K' });
    expect(() => keys.setOverrides({ toggle: 'Ctrl+' })).toThrow('names no key');
    expect(keys.keyFor('toggle')).toBe('Ctrl+K');
  });

  it('refuses a binding whose chord names no key, and an id that is taken', () => {
    const { keys } = setUp();
    expect(() => keys.register({ group: 'desktop', id: 'broken', key: 'Alt+', run: vi.fn() })).toThrow('names no key');
    keys.register({ group: 'desktop', id: 'toggle', key: 'Alt+A', run: vi.fn() });
    expect(() => keys.register({ group: 'desktop', id: 'toggle', key: 'Alt+B', run: vi.fn() })).toThrow("a keybinding 'toggle' is already registered");
    expect(keys.keyFor('broken')).toBeNull();
  });

  it('removes a binding when its registration is disposed, leaving a newer one under its id', () => {
    const { keys, press } = setUp();
    const old = vi.fn();
    const newer = vi.fn();
    const registration = keys.register({ group: 'desktop', id: 'toggle', key: 'Alt+A', run: old });
    registration.dispose();
    expect(keys.keyFor('toggle')).toBeNull();
    expect(press({ key: 'a', code: 'KeyA', altKey: true })).toBe(false);
    keys.register({ group: 'desktop', id: 'toggle', key: 'Alt+B', run: newer });
    registration.dispose();
    press({ key: 'b', code: 'KeyB', altKey: true });
    expect(old).not.toHaveBeenCalled();
    expect(newer).toHaveBeenCalledTimes(1);
  });

  it('stops listening once disposed', () => {
    const { keys, press } = setUp();
    const run = vi.fn();
    keys.register({ group: 'desktop', id: 'toggle', key: 'Alt+A', run });
    keys.dispose();
    expect(press({ key: 'a', code: 'KeyA', altKey: true })).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });

  it('lists the bindings in registration order with the chords in effect, and tells of each change', () => {
    const { keys } = setUp();
    const heard: string[][] = [];
    const following = keys.list.subscribe((entries) => heard.push(entries.map((entry) => `${entry.id}=${entry.key}`)));
    const described = { group: 'windows', id: 'snap.left', key: 'Ctrl+Alt+ArrowLeft', description: 'Snap to the left half', run: vi.fn() } as const;
    keys.register(described);
    const search = keys.register({ group: { plugin: 'atrium.search', title: 'Search' }, id: 'search', key: 'F3', run: vi.fn() });
    expect(keys.list.get()).toEqual([
      { id: 'snap.left', key: 'Ctrl+Alt+ArrowLeft', defaultKey: 'Ctrl+Alt+ArrowLeft', description: 'Snap to the left half', group: 'windows' },
      { id: 'search', key: 'F3', defaultKey: 'F3', description: null, group: { plugin: 'atrium.search', title: 'Search' } },
    ]);

    keys.setOverrides({ search: 'Ctrl+K' });
    expect(keys.list.get()[1]).toMatchObject({ key: 'Ctrl+K', defaultKey: 'F3' });
    // The settings tell of every change to the desktop's namespace: the same chords are no change.
    keys.setOverrides({ search: 'Ctrl+K' });
    search.dispose();
    expect(heard).toEqual([['snap.left=Ctrl+Alt+ArrowLeft'], ['snap.left=Ctrl+Alt+ArrowLeft', 'search=F3'], ['snap.left=Ctrl+Alt+ArrowLeft', 'search=Ctrl+K'], ['snap.left=Ctrl+Alt+ArrowLeft']]);
    following.dispose();
  });
});
