import { act } from '@testing-library/react';

/**
 * Resolves once the work already started has settled and React has rendered what it set.
 * A macrotask lets every settled promise run its callbacks; act() makes the renders they
 * scheduled its own and flushes them, then looks again after each flush, so a chain of
 * load → render → effect → load ends rendered. Without act() those renders wait for React's
 * scheduler, which a loaded machine runs after the timer: the test then reads 'Loading…'.
 */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
