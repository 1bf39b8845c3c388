import { toDisposable, type Disposable } from '../core';
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

export interface KeybindingService {
  register(binding: Keybinding): Disposable;
  keyFor(id: string): string | null;
  /** The user's chords by binding id (settings); the rest keep their defaults. */
  setOverrides(overrides: Readonly<Record<string, string>>): void;
  dispose(): void;
}

/** Desktop-wide shortcuts on `target`'s keydown; a matched chord runs its binding and nothing else. */
export function createKeybindings(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): KeybindingService {
  const bindings = new Map<string, Keybinding>();
  let overrides: Readonly<Record<string, string>> = {};
  const keyFor = (id: string) => overrides[id] ?? bindings.get(id)?.key ?? null;

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
      return toDisposable(() => {
        if (bindings.get(binding.id) === binding) bindings.delete(binding.id);
      });
    },
    keyFor,
    setOverrides(next) {
      for (const chord of Object.values(next)) parseChord(chord);
      overrides = { ...next };
    },
    dispose: () => target.removeEventListener('keydown', onKeyDown),
  };
}
