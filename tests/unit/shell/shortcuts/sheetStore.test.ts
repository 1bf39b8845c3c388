import { describe, expect, it } from 'vitest';
import { createShortcutSheetStore } from '../../../../engine/shell/shortcuts';

describe('the shortcut sheet’s store', () => {
  it('opens remembering what had the focus, and toggles or closes', () => {
    const button = document.createElement('button');
    let focused: Element | null = button;
    const store = createShortcutSheetStore(() => focused);
    store.getState().toggle();
    expect(store.getState().sheet).toEqual({ opener: button });
    focused = null;
    store.getState().toggle();
    expect(store.getState().sheet).toBeNull();
    store.getState().toggle();
    expect(store.getState().sheet).toEqual({ opener: null });
    store.getState().close();
    expect(store.getState().sheet).toBeNull();
  });
});
