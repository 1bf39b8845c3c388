import type { LaunchErrorCode } from './types';

const TEXTS: Record<LaunchErrorCode, (name: string, detail: string) => string> = {
  ERR_PACKAGE_NOT_FOUND: (name) => `Package Metadata '${name}' not found`,
  ERR_PACKAGE_NO_RUNTIME: (name) => `Package Runtime '${name}' not found`,
  ERR_PACKAGE_NO_METADATA: (name) => `Metadata not available for '${name}'`,
  ERR_PACKAGE_EXCEPTION: (name) => `An exception occured in '${name}'`,
  ERR_PACKAGE_LOAD: (name, detail) => `Package Loading '${name}' failed: ${detail}`,
  ERR_ACCESS_DENIED: (name) => `You don't have access to ${name} App`,
  ERR_DESKTOP_ONLY: () => 'Desktop Only – This application can only be accessed from a desktop or laptop device.',
};

/** A launch or registration failure with the spec's code (docs/features/apps-and-plugins.md#launching); tests assert the code. */
export class AppError extends Error {
  constructor(
    readonly code: LaunchErrorCode,
    readonly appName: string,
    detail = '',
    options?: ErrorOptions,
  ) {
    super(TEXTS[code](appName, detail), options);
    this.name = 'AppError';
  }
}

/** Launch hints (docs/features/apps-and-plugins.md#launching): what a user can do about two kinds of failure. */
export const LAUNCH_HINTS = {
  render: 'Please upgrade package and try again',
  failed: 'Please use the package upgrade option in the app studio, then restart the application.',
} as const;

/** The hint for a launch error's text, if it is one of the two the spec maps. */
export function launchHint(error: unknown): string | null {
  const text = [error instanceof Error ? error.message : String(error), causeText(error)].join(' ');
  if (/\brender\b/i.test(text)) return LAUNCH_HINTS.render;
  if (/\bfailed\b/i.test(text)) return LAUNCH_HINTS.failed;
  return null;
}

function causeText(error: unknown): string {
  return error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
}
