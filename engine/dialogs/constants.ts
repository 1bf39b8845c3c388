import type { Dimension } from '../windows';

/** docs/features/dialogs.md: the smallest a dialog of each kind may be (confirm shares the alert's size). */
export const DIALOG_MIN = {
  alert: { width: 400, height: 220 },
  prompt: { width: 500, height: 200 },
  progress: { width: 500, height: 200 },
  colour: { width: 500, height: 260 },
  file: { width: 400, height: 400 },
} as const satisfies Record<string, Readonly<Dimension>>;

/**
 * Not in the spec: the smallest font and choice dialogs that show all their controls without
 * scrolling. Kept apart from DIALOG_MIN, which holds the spec's sizes only.
 */
export const PICKER_DIALOG_MIN = {
  font: { width: 500, height: 340 },
  choice: { width: 400, height: 320 },
  defaultApplication: { width: 400, height: 340 },
} as const satisfies Record<string, Readonly<Dimension>>;

/** docs/features/dialogs.md: the font dialog's size range, in px. */
export const FONT_SIZE_RANGE = { min: 6, max: 48 } as const;

/** The application a dialog window belongs to when it has no parent window to borrow one from. */
export const DIALOG_APP_ID = 'atrium.dialogs';

/** docs/features/dialogs.md: the exact texts of the errors the dialog service throws or shows. */
export const DIALOG_ERRORS = {
  requiresCallback: 'Dialog requires a callback',
  doesNotExist: (name: string) => `Dialog ${name} does not exist`,
  invalidEmail: 'Invalid email address',
  invalidUrl: 'Invalid URL',
} as const;

/** Not in the spec: the file dialog's first size, with room for a name, a size and a date per row (DIALOG_MIN.file stays its minimum). */
export const FILE_DIALOG_SIZE = { width: 520, height: 440 } as const satisfies Readonly<Dimension>;

/** The name a save dialog offers when none is given (docs/features/dialogs.md: default window file name). */
export const FILE_DIALOG_DEFAULT_FILENAME = 'New File';
