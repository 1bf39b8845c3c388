import { describe, expect, it } from 'vitest';
import { writableValue } from '../../../../engine/core';

import { createNotificationStore, textOf } from '../../../../engine/shell';
import { noticeUnloadedSettings } from '../../../../engine/shell/desktop/noticeUnloadedSettings';
import type { SettingsLoadState } from '../../../../engine/settings';
import { createTestI18n } from '../../i18n/builtinStrings';

function setUp(initial: SettingsLoadState = 'loading') {
  const state = writableValue<SettingsLoadState>(initial);
  const notifications = createNotificationStore();
  const notice = noticeUnloadedSettings(state, notifications);
  const i18n = createTestI18n();
  const shown = () => notifications.getState().items.map((item) => `${textOf(item.title, i18n.t)}: ${textOf(item.message, i18n.t)}`);
  return { state, notifications, notice, shown };
}

describe('noticeUnloadedSettings', () => {
  it('says nothing while the first load is under way, or when it loads', () => {
    const { state, shown } = setUp();
    expect(shown()).toEqual([]);
    state.set('loaded');
    expect(shown()).toEqual([]);
  });

  it('tells the user once when the settings could not be loaded, until they are', () => {
    const { state, notifications, shown } = setUp();
    state.set('retrying');
    expect(shown()).toEqual([
      'Settings not loaded: Your settings could not be loaded and will be tried again. Changes you make meanwhile are kept and saved once they have loaded.',
    ]);
    expect(notifications.getState().items[0]?.timeout).toBe(0);
    state.set('loaded');
    expect(shown()).toEqual([]);
  });

  it('takes the notice away with the desktop', () => {
    const { state, notice, shown } = setUp('retrying');
    expect(shown()).toHaveLength(1);
    notice.dispose();
    expect(shown()).toEqual([]);
    state.set('loading');
    state.set('retrying');
    expect(shown()).toEqual([]);
  });
});
