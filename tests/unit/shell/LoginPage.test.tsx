import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthService, createUserStore, type AuthApi } from '../../../engine/auth';
import { createEventBus, createLifecycleStore, fixedClock } from '../../../engine/core';
import type { HttpClient } from '../../../engine/http';
import { createI18n, I18nextProvider } from '../../../engine/i18n';
import { createNotificationStore, ServicesProvider, Shell, type ShellServices } from '../../../engine/shell';
import { createBrowserStorage } from '../../../engine/storage';

function renderShell(login: AuthApi['login']) {
  const api: AuthApi = {
    login,
    validate: vi.fn(),
    refresh: vi.fn(),
    logout: vi.fn(() => Promise.resolve()),
  };
  const lifecycle = createLifecycleStore({
    bus: createEventBus(),
    checkToken: () => Promise.resolve(false),
    start: () => Promise.resolve('demo'),
    logout: () => Promise.resolve(),
    shutdown: vi.fn(),
    wait: () => Promise.resolve(),
  });
  lifecycle.setState({ phase: 'signed-out' });
  const storage = createBrowserStorage(localStorage, () => 0);
  const http = { request: vi.fn() } as unknown as HttpClient;
  const services: ShellServices = {
    config: { productName: 'Atrium', version: '1.2.3', testMode: true, testClock: '', apiBase: '/api', authType: 'local', development: false, windows: { mobile: 640 }, keybindings: {}, settingsLock: [], translateLanguageOptions: [] },
    clock: fixedClock('2026-03-01T10:00:00'),
    lifecycle,
    auth: createAuthService(api, storage),
    user: createUserStore(http),
    notifications: createNotificationStore(),
    bus: createEventBus(),
    http,
    storage,
    plugins: [],
    automation: null,
  };
  render(
    <I18nextProvider i18n={createI18n()}>
      <ServicesProvider services={services}>
        <Shell />
      </ServicesProvider>
    </I18nextProvider>,
  );
  return { lifecycle };
}

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
  });
});
