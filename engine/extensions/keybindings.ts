import { toDisposable, writableValue, type DisplayText, type Disposable, type ReadableValue } from '../core';
import type { Keybinding } from './types';

interface Chord {
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  meta: boolean;
  /** Lower-case key name, e.g. 'a', 'f3', 'escape'. */
  key: string;
}

/** Parses 'Alt+A', 'Ctrl+Shift+F3', …  @throws Error naming the chord when it has no key. */
export function parseChord(text: string): Chord {
  const parts = text.split('+').map((part) => part.trim().toLowerCase());
  const key = parts.pop() ?? '';
  if (key === '') throw new Error(`Atrium: the key chord '${text}' names no key`);
  return { ctrl: parts.includes('ctrl'), alt: parts.includes('alt'), shift: parts.includes('shift'), meta: parts.includes('meta'), key };
}

/** The key an event means: letters and digits by their position (Alt+A types 'å' on a Mac), the rest by name. */
function eventKey(event: KeyboardEvent): string {
  const code = /^(?:Key|Digit)(.)$/.exec(event.code)?.[1];
  return (code ?? event.key).toLowerCase();
}

export function chordMatches(chord: Chord, event: KeyboardEvent): boolean {
  return (
    chord.ctrl === event.ctrlKey &&
    chord.alt === event.altKey &&
    chord.shift === event.shiftKey &&
    chord.meta === event.metaKey &&
    chord.key === eventKey(event)
  );
}

/**
 * Where the shortcut sheet lists a binding: one of the desktop's own groups, or the plugin that
 * registered it, under the plugin's title.
 */
export type KeybindingGroup = 'desktop' | 'windows' | 'workspaces' | { plugin: string; title: DisplayText };

/** A binding as the desktop registers it: with the group the shortcut sheet lists it under. */
export interface GroupedKeybinding extends Keybinding {
  group: KeybindingGroup;
}

/** One registered binding as the shortcut sheet shows it. */
export interface KeybindingEntry {
  id: string;
  /** The chord in effect: the user's or the site's override, else the default. */
  key: string;
  /** The chord the binding registered. */
  defaultKey: string;
  description: DisplayText | null;
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
