import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writableValue } from '../../../../engine/core';
import type { PanelItem } from '../../../../engine/extensions';
import type { HttpClient } from '../../../../engine/http';
import { TranslationProvider } from '../../../../engine/i18n';
import { ServicesProvider } from '../../../../engine/shell';
import { useServices } from '../../../../engine/shell/services';
import { Panel } from '../../../../engine/shell/panel/Panel';
import { profileWith } from '../../apps/fixtures';
import { shellServices } from '../shellServices';
import { createTestI18n } from '../../i18n/builtinStrings';

/** A panel item that shows how many times it has been started, and the profile's name it started with. */
function countingItem(): { item: PanelItem; starts: () => number } {
  let starts = 0;
  function Counter() {
    const { user } = useServices();
    const [start] = useState(() => ++starts);
    const [name] = useState(() => user.getState().profile?.name ?? '');
    return <span>{`start ${start} ${name}`}</span>;
  }
  return { item: { id: 'test.counter', slot: 'start', render: () => <Counter /> }, starts: () => starts };
}

function renderPanel() {
  const profiles = [profileWith([]), { ...profileWith([]), name: 'Ada King' }];
  const request = vi.fn((_method: string, path: string) =>
    Promise.resolve(path === 'user/me' ? { username: 'ada' } : (profiles.shift() ?? profileWith([]))),
  );
  const services = shellServices({ http: { request } as unknown as HttpClient });
  const { item, starts } = countingItem();
  render(
    <TranslationProvider i18n={createTestI18n()}>
      <ServicesProvider services={services}>
        <Panel items={writableValue<readonly PanelItem[]>([item])} position="top" onPosition={null} />
      </ServicesProvider>
    </TranslationProvider>,
  );
  return { load: () => act(() => services.user.getState().load()), starts };
}

describe('the panel', () => {
  afterEach(cleanup);

  it('is rebuilt when the profile is updated: its items start again, from the new profile', async () => {
    const { load, starts } = renderPanel();
    await load();
    expect(screen.getByRole('navigation', { name: 'Panel' }).textContent).toContain('Ada Lovelace');
    const before = starts();
    await load();
    expect(starts()).toBe(before + 1);
    expect(screen.getByText(`start ${before + 1} Ada King`)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Panel' }).textContent).toContain('Ada King');
  });
});
