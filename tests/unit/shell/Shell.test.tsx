import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDesktopView } from '../../../engine/shell';
import { renderShell } from './renderShell';

// The desktop's real code draws with WebGL, which jsdom has not: what the shell does with it is
// the same for a view that only says it is there.
vi.mock('../../../engine/shell/desktop/Desktop', () => ({
  default: () => <p>the desktop</p>,
  desktopStringsReady: () => Promise.resolve(),
}));

describe('shell', () => {
  afterEach(cleanup);

  it('shows the desktop in the same render as the start ends when its code is loaded: no splash between', async () => {
    const { services, i18n } = renderShell();
    // What the lifecycle's start waits for (engine/start.tsx).
    await loadDesktopView(services.config, i18n);
    // A splash shown here, even for a moment, would hold the desktop back 300 ms (React's
    // throttle on what replaces a Suspense fallback).
    act(() => services.lifecycle.setState({ phase: 'running' }));
    expect(screen.getByText('the desktop')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
