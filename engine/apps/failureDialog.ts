import type { AlertOptions, Translate } from '../dialogs';
import { launchHint, type AppError } from './errors';

/**
 * The alert that tells the user why a launch failed: access denied and desktop only as the spec
 * words them, any other failure as an error with its cause and, where one applies, a hint.
 */
export function failureDialog(error: AppError, t: Translate): AlertOptions {
  if (error.code === 'ERR_ACCESS_DENIED') return { title: t('apps.accessDenied'), message: error.message };
  if (error.code === 'ERR_DESKTOP_ONLY') return { title: t('apps.desktopOnly'), message: error.message };
  const cause = error.cause instanceof Error ? error.cause : error;
  const hint = launchHint(error);
  return {
    title: t('apps.launchFailed'),
    type: 'error',
    message: hint ? `${error.message}\n${hint}` : error.message,
    error: { message: cause.message, stack: cause.stack },
  };
}
