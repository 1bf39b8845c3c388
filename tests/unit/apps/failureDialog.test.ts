import { describe, expect, it } from 'vitest';
import { AppError, failureDialog, LAUNCH_HINTS } from '../../../engine/apps';

const t = (key: string) => `<${key}>`;

describe('failureDialog', () => {
  it('tells a user without access so in the words of the spec', () => {
    expect(failureDialog(new AppError('ERR_ACCESS_DENIED', 'Payroll'), t)).toEqual({
      title: '<apps.accessDenied>',
      message: "You don't have access to Payroll App",
    });
  });

  it('tells a mobile user the app is desktop only', () => {
    expect(failureDialog(new AppError('ERR_DESKTOP_ONLY', 'Studio'), t)).toEqual({
      title: '<apps.desktopOnly>',
      message: 'Desktop Only – This application can only be accessed from a desktop or laptop device.',
    });
  });

  it('shows any other failure as an error with its cause and the hint that applies', () => {
    const cause = new TypeError("Cannot read properties of undefined (reading 'render')");
    const dialog = failureDialog(new AppError('ERR_PACKAGE_EXCEPTION', 'Notes', '', { cause }), t);
    expect(dialog).toEqual({
      title: '<apps.launchFailed>',
      type: 'error',
      message: `An exception occured in 'Notes'\n${LAUNCH_HINTS.render}`,
      error: { message: cause.message, stack: cause.stack },
    });
  });

  it('gives a failed load the app studio hint', () => {
    const dialog = failureDialog(new AppError('ERR_PACKAGE_LOAD', 'Notes', 'index.js answered 404'), t);
    expect(dialog.message).toBe(`Package Loading 'Notes' failed: index.js answered 404\n${LAUNCH_HINTS.failed}`);
  });

  it('shows the error itself, without a hint, when it has no cause and no hint applies', () => {
    const error = new AppError('ERR_PACKAGE_NOT_FOUND', 'Ghost');
    expect(failureDialog(error, t)).toEqual({
      title: '<apps.launchFailed>',
      type: 'error',
      message: "Package Metadata 'Ghost' not found",
      error: { message: error.message, stack: error.stack },
    });
  });
});
