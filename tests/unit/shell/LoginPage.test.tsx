import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from './renderShell';

describe('login page', () => {
  afterEach(cleanup);

  it('shows the fields, the version, the forgot link and the footer year', () => {
    renderShell(vi.fn());
    expect(screen.getByRole('heading', { name: 'Welcome to Atrium' })).toBeTruthy();
    expect(screen.getByText('Version 1.2.3')).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('#forgotpassword');
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2026 Atrium');
  });

  it('shows the empty-field text without calling the server', async () => {
    const login = vi.fn();
    renderShell(login);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
      await Promise.resolve();
    });
    expect(screen.getByRole('alert').textContent).toBe('Username or password cannot be empty.');
    expect(login).not.toHaveBeenCalled();
  });

  it('moves on to the desktop start after a successful login', async () => {
    const { lifecycle } = renderShell(() =>
      Promise.resolve({ status: 200, body: { status: 'success', data: { jwt: 'j', refresh_token: 'r', username: 'demo' } } } as const),
    );
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo@2026' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(lifecycle.getState().phase).toBe('running'));
    // The shell now loads the desktop's code. Unit files share a worker, which closes its module
    // channel after its last file: an import still in flight then fails whichever file ran last
    // (CI once failed ProfileCard.test.tsx so). Waiting for the same module ends the load here.
    await import('../../../engine/shell/desktop/Desktop');
  });
});

describe('login page language picker', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    document.documentElement.lang = '';
  });

  it('is absent when no languages are configured', () => {
    renderShell(vi.fn());
    expect(screen.queryByLabelText('Language')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('lists exactly the configured languages by their own names, the current one selected', () => {
    renderShell(vi.fn(), ['en_EN', 'de_DE', 'zh_CN']);
    const picker = screen.getByLabelText<HTMLSelectElement>('Language');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Deutsch', '简体中文']);
    expect(picker.value).toBe('en_EN');
  });

  it('leaves out locales it does not know', () => {
    renderShell(vi.fn(), ['en_EN', 'xx_XX', 'fr_FR']);
    const picker = screen.getByLabelText<HTMLSelectElement>('Language');
    expect(within(picker).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['en_EN', 'fr_FR']);
  });

  it('switches the page to the chosen language and keeps the choice in browser storage', async () => {
    const { i18n, storage } = renderShell(vi.fn(), ['en_EN', 'de_DE', 'fr_FR']);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de_DE' } });
    });
    // German's table is fetched on first use: the page switches when it has arrived.
    await waitFor(() => expect(i18n.language).toBe('de_DE'));
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByLabelText('Benutzername')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Sprache').value).toBe('de_DE');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(storage.get('locale')).toBe('de_DE');
  });

  it('offers translation-service languages by their own names; one sets the page right to left, keeping the tables', async () => {
    const { i18n, storage } = renderShell(vi.fn(), ['en_EN', 'ar', 'he']);
    const picker = screen.getByLabelText<HTMLSelectElement>('Language');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'العربية', 'עברית']);
    await act(async () => {
      fireEvent.change(picker, { target: { value: 'ar' } });
      await Promise.resolve();
    });
    expect(i18n.language).toBe('en_EN');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(picker.value).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(storage.get('locale')).toBe('ar');

    await act(async () => {
      fireEvent.change(picker, { target: { value: 'en_EN' } });
      await Promise.resolve();
    });
    expect(picker.value).toBe('en_EN');
    expect(document.documentElement.dir).toBe('ltr');
    expect(storage.get('locale')).toBe('en_EN');
  });
});
