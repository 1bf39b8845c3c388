import { toDisposable, writableValue, type Disposable, type ReadableValue } from '../core';
import type { Keybinding, KeybindingEntry, KeybindingGroup } from './types';

interface Chord {
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  meta: boolean;
  /** Lower-case key name, e.g. 'a', 'f3', 'escape', 'space', 'plus'. */
  key: string;
}

/**
 * The keys a chord names by a word, as Electron's accelerators do: '+' joins a chord's keys and the
 * spaces around them are trimmed, so neither character can stand for itself (docs/features/keyboard.md).
 */
const SPACE = 'space';
const PLUS = 'plus';

/** Parses 'Alt+A', 'Ctrl+Shift+F3', 'Ctrl+Space', 'Ctrl+Plus', …  @throws Error naming the chord when it has no key. */
export function parseChord(text: string): Chord {
  const parts = text.split('+').map((part) => part.trim().toLowerCase());
  const key = parts.pop() ?? '';
  if (key === '') throw new Error(`Atrium: the key chord '${text}' names no key`);
  return { ctrl: parts.includes('ctrl'), alt: parts.includes('alt'), shift: parts.includes('shift'), meta: parts.includes('meta'), key };
}

/**
 * The key an event means: letters, digits and Space by their position (Alt+A types 'å' and Alt+Space
 * a no-break space on a Mac), the rest by name.
 */
function eventKey(event: KeyboardEvent): string {
  const code = /^(?:Key|Digit)(.)$/.exec(event.code)?.[1];
  if (code !== undefined) return code.toLowerCase();
  return event.code === 'Space' || event.key === ' ' ? SPACE : event.key.toLowerCase();
}

/**
 * The character a chord's key is matched by, or null for a key matched by position or name. A
 * symbol ('/', '?', '[') or Plus sits on a different key in each layout and often needs Shift to
 * type (German: Shift+7 types '/'; US: Shift+= types '+'), so it is matched by the character typed,
 * whatever Shift took.
 */
function typedCharacter(key: string): string | null {
  if (key === PLUS) return '+';
  return key.length === 1 && !/[\p{L}\p{N}]/u.test(key) ? key : null;
}

export function chordMatches(chord: Chord, event: KeyboardEvent): boolean {
  const typed = typedCharacter(chord.key);
  return (
    chord.ctrl === event.ctrlKey &&
    chord.alt === event.altKey &&
    (typed !== null || chord.shift === event.shiftKey) &&
    chord.meta === event.metaKey &&
    (typed === null ? chord.key === eventKey(event) : event.key === typed)
  );
}

/** Whether two chords are matched by the same key presses ('ctrl+alt+a' and 'Ctrl+Alt+A'; 'Ctrl+/' and 'Ctrl+Shift+/'; 'Ctrl+Plus' and 'Ctrl+Shift+Plus'). */
export function sameChord(a: string, b: string): boolean {
  const [first, second] = [parseChord(a), parseChord(b)];
  return (
    first.key === second.key &&
    first.ctrl === second.ctrl &&
    first.alt === second.alt &&
    first.meta === second.meta &&
    (typedCharacter(first.key) !== null || first.shift === second.shift)
  );
}

/** A binding as the desktop registers it: with the group the shortcut sheet lists it under. */
export interface GroupedKeybinding extends Keybinding {
  group: KeybindingGroup;
}

export interface KeybindingService {
  register(binding: GroupedKeybinding): Disposable;
  keyFor(id: string): string | null;
  /** The user's chords by binding id (settings); the rest keep their defaults. */
  setOverrides(overrides: Readonly<Record<string, string>>): void;
  /** Every registered binding in registration order, with its chord in effect; changes when one comes, goes or is remapped. */
  readonly list: ReadableValue<readonly KeybindingEntry[]>;
  dispose(): void;
}

function sameChords(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((id) => a[id] === b[id]);
}

/** Desktop-wide shortcuts on `target`'s keydown; a matched chord runs its binding and nothing else. */
export function createKeybindings(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): KeybindingService {
  const bindings = new Map<string, GroupedKeybinding>();
  let overrides: Readonly<Record<string, string>> = {};
  const keyFor = (id: string) => overrides[id] ?? bindings.get(id)?.key ?? null;
  const entries = (): KeybindingEntry[] =>
    [...bindings.values()].map((binding) => ({
      id: binding.id,
      key: overrides[binding.id] ?? binding.key,
      defaultKey: binding.key,
      description: binding.description ?? null,
      group: binding.group,
    }));
  const list = writableValue<readonly KeybindingEntry[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.repeat) return;
    for (const binding of bindings.values()) {
      const key = keyFor(binding.id);
      if (key === null || !chordMatches(parseChord(key), event)) continue;
      event.preventDefault();
      binding.run();
      return;
    }
  };
  target.addEventListener('keydown', onKeyDown);

  return {
    register(binding) {
      parseChord(binding.key);
      if (bindings.has(binding.id)) throw new Error(`Atrium: a keybinding '${binding.id}' is already registered`);
      bindings.set(binding.id, binding);
      list.set(entries());
      return toDisposable(() => {
        if (bindings.get(binding.id) !== binding) return;
        bindings.delete(binding.id);
        list.set(entries());
      });
    },
    keyFor,
    setOverrides(next) {
      for (const chord of Object.values(next)) parseChord(chord);
      // Settings tell of every change to the desktop's namespace (a widget moved): the list changes only with the chords.
      if (sameChords(overrides, next)) return;
      overrides = { ...next };
      list.set(entries());
    },
    list: { get: () => list.get(), subscribe: (listener) => list.subscribe(listener) },
    dispose: () => target.removeEventListener('keydown', onKeyDown),
  };
}
