export type { DefaultApplications, DefaultApplicationsStorage } from './defaultApplications';
export type { DialogButtonsProps } from './DialogButtons';
export type { DialogService, DialogServiceDeps } from './dialogService';
export type { DialogRegistry } from './registry';
export type {
  AlertOptions,
  ChoiceOptions,
  ColourOptions,
  ConfirmOptions,
  ConfirmValue,
  DefaultApplicationChoice,
  DefaultApplicationOptions,
  DefaultApplicationValue,
  DialogButton,
  DialogCallback,
  DialogHandle,
  DialogKind,
  DialogKindMap,
  DialogOptions,
  DialogReason,
  DialogResult,
  DialogViewProps,
  FileDialogFiles,
  FileDialogOptions,
  FileDialogValue,
  FontOptions,
  FontStyle,
  FontValue,
  OpenChildDialog,
  OptionsOf,
  ProgressHandle,
  ProgressOptions,
  PromptInputType,
  PromptOptions,
  Translate,
  ValueOf,
} from './types';
export type { InputProblem } from './validation';
export { alertDialog } from './alertDialog';
export { choiceDialog, choiceEntries } from './choiceDialog';
export { DEFAULT_COLOUR, parseHexColour } from './colour';
export { colourDialog } from './colourDialog';
export { confirmDialog } from './confirmDialog';
export {
  DIALOG_APP_ID,
  DIALOG_ERRORS,
  DIALOG_MIN,
  FILE_DIALOG_DEFAULT_FILENAME,
  FILE_DIALOG_SIZE,
  FONT_SIZE_RANGE,
  PICKER_DIALOG_MIN,
} from './constants';
export { createDefaultApplications, recordStorage } from './defaultApplications';
export { defaultApplicationDialog } from './defaultApplicationDialog';
export { DialogButtons, reasonOf } from './DialogButtons';
export { createFileDialog } from './fileDialog';
export { createDialogService } from './dialogService';
export { clampFontSize, cssFontFamily, cssFontStyle, FONT_DEFAULTS, FONT_STYLES } from './font';
export { fontDialog } from './fontDialog';
export { progressDialog, progressValue } from './progressDialog';
export { promptDialog } from './promptDialog';
export { registerBuiltinDialogs } from './builtinKinds';
export { createDialogRegistry } from './registry';
export { isValidEmail, isValidUrl, validateInput } from './validation';
export { DIALOGS_STRINGS } from './strings';
