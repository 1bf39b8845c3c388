import { describe, expect, it } from 'vitest';
import { AppError, LAUNCH_HINTS, launchHint, type LaunchErrorCode } from '../../../engine/apps';

describe('AppError', () => {
  it.each<[LaunchErrorCode, string, string]>([
    ['ERR_PACKAGE_NOT_FOUND', '', "Package Metadata 'Notes' not found"],
    ['ERR_PACKAGE_NO_RUNTIME', '', "Package Runtime 'Notes' not found"],
    ['ERR_PACKAGE_NO_METADATA', '', "Metadata not available for 'Notes'"],
    ['ERR_PACKAGE_EXCEPTION', '', "An exception occured in 'Notes'"],
    ['ERR_PACKAGE_LOAD', 'network down', "Package Loading 'Notes' failed: network down"],
    ['ERR_ACCESS_DENIED', '', "You don't have access to Notes App"],
    ['ERR_DESKTOP_ONLY', '', 'Desktop Only – This application can only be accessed from a desktop or laptop device.'],
  ])('%s reads the text of the spec', (code, detail, text) => {
    const error = new AppError(code, 'Notes', detail);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'AppError', code, appName: 'Notes', message: text });
  });

  it('keeps its cause', () => {
    const cause = new Error('boom');
    expect(new AppError('ERR_PACKAGE_EXCEPTION', 'Notes', '', { cause }).cause).toBe(cause);
  });
});

describe('launchHint', () => {
  it('asks to upgrade the package when a render function failed', () => {
    expect(launchHint(new TypeError("Cannot read properties of undefined (reading 'render')"))).toBe(LAUNCH_HINTS.render);
    expect(LAUNCH_HINTS.render).toBe('Please upgrade package and try again');
  });

  it('points to the app studio upgrade option and a restart for a failed error', () => {
    expect(launchHint(new Error('Initialisation failed'))).toBe(LAUNCH_HINTS.failed);
    expect(LAUNCH_HINTS.failed).toMatch(/package upgrade option in the app studio/);
    expect(LAUNCH_HINTS.failed).toMatch(/restart/);
  });

  it("reads the cause of a launch error, not only its own text", () => {
    const error = new AppError('ERR_PACKAGE_EXCEPTION', 'Notes', '', { cause: new Error('view.render is not a function') });
    expect(launchHint(error)).toBe(LAUNCH_HINTS.render);
  });

  it('reads a thrown string', () => {
    expect(launchHint('Render failed')).toBe(LAUNCH_HINTS.render);
  });

  it('gives no hint for other errors', () => {
    expect(launchHint(new Error('Network down'))).toBeNull();
    expect(launchHint(new Error('renderer crashed'))).toBeNull();
    expect(launchHint(new AppError('ERR_PACKAGE_EXCEPTION', 'Notes', '', { cause: new Error('x is undefined') }))).toBeNull();
    expect(launchHint(new AppError('ERR_ACCESS_DENIED', 'Notes'))).toBeNull();
  });
});
