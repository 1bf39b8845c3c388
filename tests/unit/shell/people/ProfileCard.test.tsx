import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDetail } from '../../../../server/contract';
import { RequestError } from '../../../../engine/http';
import { TranslationProvider } from '../../../../engine/i18n';
import { createProfileCardStore, ProfileCard } from '../../../../engine/shell/people';
import { settle } from '../../settle';
import { createTestI18n } from '../../i18n/builtinStrings';

const GRACE: UserDetail = {
  name: 'Grace Hopper',
  designation: 'Rear Admiral',
  username: 'grace',
  email: 'grace@example.org',
  manager_name: '',
  country: 'United States',
  icon: '',
};

function renderCard(loadDetail: (userId: string) => Promise<UserDetail>, chat: ((detail: UserDetail) => void) | null = null) {
  const store = createProfileCardStore(() => document.activeElement);
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  render(
    <TranslationProvider i18n={createTestI18n()}>
      <ProfileCard store={store} loadDetail={loadDetail} chat={chat} />
    </TranslationProvider>,
  );
  return { store, opener, show: (userId = 'u-1') => act(() => store.getState().show(userId, { left: 40, top: 60 })) };
}

describe('the profile card', () => {
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
  });

  it('shows the user: name, designation, chat and mail links, and only the rows that have a value', async () => {
    const chat = vi.fn();
    const { show } = renderCard(() => Promise.resolve(GRACE), chat);
    show();
    expect(screen.getByRole('dialog', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true');
    await settle();
    const card = screen.getByRole('dialog', { name: 'Grace Hopper' });
    expect(card.textContent).toContain('Rear Admiral');
    expect(screen.getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe('mailto:grace@example.org');
    expect([...card.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Email', 'Country']);
    expect(card.querySelector('.profile-card__picture--default')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(chat).toHaveBeenCalledWith(GRACE);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers chat only when a chat application is installed', async () => {
    const { show } = renderCard(() => Promise.resolve({ ...GRACE, email: '' }));
    show();
    await settle();
    expect(screen.getByRole('button', { name: 'Chat' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(screen.getByRole('dialog', { name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mail' })).toBeNull();
  });

  it('closes by Escape, its close button or a click on the overlay, and gives the focus back', async () => {
    const { show, opener } = renderCard(() => Promise.resolve(GRACE));
    show();
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    show();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    show();
    await settle();
    fireEvent.pointerDown(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.pointerDown(document.querySelector('.profile-card__overlay') as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says what went wrong when the user cannot be read', async () => {
    const { show } = renderCard(() => Promise.reject(new RequestError('ERR_REQUEST_NOT_OK', 'There is no user u-9 in your accounts', 404)));
    show('u-9');
    await settle();
    expect(screen.getByRole('dialog', { name: 'Profile not available' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('There is no user u-9 in your accounts');
  });
});
