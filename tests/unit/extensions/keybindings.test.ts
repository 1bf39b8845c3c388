import { afterEach, describe, expect, it, vi } from 'vitest';
import { chordMatches, createKeybindings, parseChord, type KeybindingService } from '../../../engine/extensions';

const keydown = (init: KeyboardEventInit) => new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });

describe('parseChord', () => {
  it('reads modifiers and a key, in any case, around spaces', () => {
    expect(parseChord('Alt+A')).toEqual({ ctrl: false, alt: true, shift: false, meta: false, key: 'a' });
    expect(parseChord(' ctrl + SHIFT + F3 ')).toEqual({ ctrl: true, alt: false, shift: true, meta: false, key: 'f3' });
    expect(parseChord('Meta+Escape')).toEqual({ ctrl: false, alt: false, shift: false, meta: true, key: 'escape' });
    expect(parseChord('F3')).toEqual({ ctrl: false, alt: false, shift: false, meta: false, key: 'f3' });
  });

  it('refuses a chord without a key, naming it', () => {
    expect(() => parseChord('')).toThrow("the key chord '' names no key");
    expect(() => parseChord('Ctrl+')).toThrow("the key chord 'Ctrl+' names no key");
  });
});

describe('chordMatches', () => {
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
