import type { i18n as I18n } from 'i18next';
import { DisposableStore, type Disposable } from '../../core';
import type { KeybindingService } from '../../extensions';
import { followingText } from '../../i18n';
import { nextSnap, type SnapDirection, type WindowsStore } from '../../windows';

/** docs/features/windows.md#snap-and-tile: the snap chords, by binding id; `desktop.keybindings` may remap them. */
export const SNAP_KEYBINDINGS: Readonly<Record<SnapDirection, { id: string; key: string }>> = {
  left: { id: 'atrium.windows.snapLeft', key: 'Ctrl+Alt+ArrowLeft' },
  right: { id: 'atrium.windows.snapRight', key: 'Ctrl+Alt+ArrowRight' },
  up: { id: 'atrium.windows.snapUp', key: 'Ctrl+Alt+ArrowUp' },
  down: { id: 'atrium.windows.snapDown', key: 'Ctrl+Alt+ArrowDown' },
};

/** Snaps, maximizes or restores the focused window as a snap chord in `direction` asks; nothing without one. */
export function snapFocused(windows: WindowsStore, direction: SnapDirection): void {
  const state = windows.getState();
  const record = state.focused === null ? undefined : state.windows.get(state.focused);
  if (!record || state.mobile) return;
  const step = nextSnap(record.state.snap?.zone ?? null, record.state.maximized, direction);
  if (step === 'maximize') state.maximize(record.wid);
  else if (step === 'restore') state.restore(record.wid);
  else if (step !== null) state.snap(record.wid, step);
}

/** Registers the four snap chords for the focused window, described in the shortcut sheet's windows group. */
export function registerSnapKeys(keybindings: Pick<KeybindingService, 'register'>, windows: WindowsStore, i18n: I18n): Disposable {
  const registered = new DisposableStore();
  for (const direction of Object.keys(SNAP_KEYBINDINGS) as SnapDirection[]) {
    const { id, key } = SNAP_KEYBINDINGS[direction];
    registered.add(
      keybindings.register({
        id,
        key,
        group: 'windows',
        description: followingText(i18n, () => i18n.t(`snap.${direction}`, { ns: 'overlay' })),
        run: () => snapFocused(windows, direction),
      }),
    );
  }
  return registered;
}
