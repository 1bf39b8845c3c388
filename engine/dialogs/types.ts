import type { ReactNode } from 'react';
import type { Dimension } from '../windows';
import type { FileEntry, FileSource } from './fileSource';

/**
 * Why a dialog closed. `ok` and `cancel`: a button (No answers like OK: see `ConfirmValue`);
 * `esc`: the Escape key; `close`: the window went away without an answer (its Close button, its
 * parent closing, or the caller closing it); `timer`: its `timeout` ran out; `backdrop`: reserved
 * for dialogs with a backdrop (windows have none, so the built-in kinds never report it).
 */
export type DialogReason = 'ok' | 'cancel' | 'esc' | 'close' | 'timer' | 'backdrop';

export interface DialogResult<V = unknown> {
  reason: DialogReason;
  /** What the dialog answered; null unless the kind documents otherwise. */
  value: V | null;
}

/** Called exactly once, when the dialog closes, just before its window is destroyed. */
export type DialogCallback<V = unknown> = (reason: DialogReason, value: V | null) => void;

/** The buttons dialogs offer; their default texts are OK, No and Cancel, translated. */
export type DialogButton = 'ok' | 'no' | 'cancel';

/** What every dialog accepts. */
export interface DialogOptions {
  /** The window title; each kind has a default one. */
  title?: string;
  /** The wid of the window the dialog belongs to: it opens as that window's modal child. */
  parent?: number | null;
  /** Closes the dialog with reason `timer` after this many milliseconds. */
  timeout?: number;
}

export interface AlertOptions extends DialogOptions {
  message: string;
  /** `error` shows `error`'s message and stack under the message. */
  type?: 'info' | 'error';
  error?: { message: string; stack?: string | undefined };
  /** Default: OK alone. Shown in reversed order (spec: alerts reverse the button order). */
  buttons?: readonly DialogButton[];
  /** Texts replacing the default ones, e.g. `{ ok: 'Yes' }`. */
  labels?: Partial<Record<DialogButton, string>>;
}

export interface ConfirmOptions extends DialogOptions {
  message: string;
  /** Default: OK and Cancel. */
  buttons?: readonly DialogButton[];
  labels?: Partial<Record<DialogButton, string>>;
}

export type PromptInputType = 'text' | 'email' | 'url';

export interface PromptOptions extends DialogOptions {
  message: string;
  /** The initial text. */
  value?: string;
  placeholder?: string;
  /** `email` and `url` are validated before OK is accepted. */
  inputType?: PromptInputType;
}

export interface ProgressOptions extends DialogOptions {
  message?: string;
  /** 0 to 100; absent or null: indeterminate. */
  value?: number | null;
}

export interface ColourOptions extends DialogOptions {
  /** The colour shown first, as `#rrggbb` (or `#rgb`); default `#ffffff`. */
  value?: string;
}

export type FontStyle = 'normal' | 'italic' | 'bold' | 'bold italic';

export interface FontOptions extends DialogOptions {
  /** The font shown first; default Monospace. Added to `names` when they lack it. */
  name?: string;
  /** In px, 6 to 48; default 14. */
  size?: number;
  style?: FontStyle;
  /** The fonts offered; default Monospace, Roboto, Lato, Serif and Sans-serif. */
  names?: readonly string[];
  /** Only the name can be changed (a widget's font dialog); size and style are shown but fixed. */
  nameOnly?: boolean;
}

/** A font dialog's answer. */
export interface FontValue {
  name: string;
  /** In px, 6 to 48. */
  size: number;
  style: FontStyle;
}

export interface ChoiceOptions extends DialogOptions {
  /** Shown above the list, which it labels. */
  message?: string;
  /** What can be chosen: value → label, or values that are their own labels. */
  choices: Readonly<Record<string, string>> | readonly string[];
  /** The value chosen at first; none by default, and OK is disabled until one is. */
  value?: string;
}

/** An application the default-application dialog offers. */
export interface DefaultApplicationChoice {
  /** The app's registry name: what the dialog answers. */
  name: string;
  /** What the list shows. */
  title: string;
}

export interface DefaultApplicationOptions extends DialogOptions {
  /** The MIME type an application is chosen for; the message names it. */
  mime: string;
  apps: readonly DefaultApplicationChoice[];
  /** The name of the app chosen at first; none by default, and OK is disabled until one is. */
  value?: string;
  /** Whether 'Remember my choice' starts ticked; default false. */
  remember?: boolean;
}

/** A default-application dialog's answer; the caller stores a remembered choice (`DefaultApplications`). */
export interface DefaultApplicationValue {
  app: string;
  remember: boolean;
}

export interface FileDialogOptions extends DialogOptions {
  mode: 'open' | 'save';
  /** The folder shown first, `name:/path`; default `home:/`. */
  path?: string;
  /** Save: the file name offered; default 'New File'. Ignored when opening. */
  filename?: string;
  /** Only files of these MIME types are listed (`type/*` for a whole kind); folders always are. */
  mime?: readonly string[];
  /** Where files are listed from; a demo tree in memory until the file system lands. */
  source?: FileSource;
}

/** A file dialog's answer: the file chosen (open) or to write (save). */
export interface FileDialogValue {
  /** `name:/path` of the file. */
  path: string;
  filename: string;
  /** The existing file; absent when saving a new one. */
  entry?: FileEntry;
}

/** A confirm dialog answers with the button pressed; `esc` and `close` answer null. */
export type ConfirmValue = DialogButton;

/** Options and answers of the built-in kinds, so that `open('prompt', …)` is typed. */
export interface DialogKindMap {
  alert: { options: AlertOptions; value: DialogButton };
  confirm: { options: ConfirmOptions; value: ConfirmValue };
  prompt: { options: PromptOptions; value: string };
  progress: { options: ProgressOptions; value: never };
  /** Answers a lowercase `#rrggbb`. */
  colour: { options: ColourOptions; value: string };
  font: { options: FontOptions; value: FontValue };
  /** Answers the chosen value (a key of `choices`, or one of its strings). */
  choice: { options: ChoiceOptions; value: string };
  defaultApplication: { options: DefaultApplicationOptions; value: DefaultApplicationValue };
  file: { options: FileDialogOptions; value: FileDialogValue };
}

export type OptionsOf<N extends string> = N extends keyof DialogKindMap ? DialogKindMap[N]['options'] : DialogOptions;
export type ValueOf<N extends string> = N extends keyof DialogKindMap ? DialogKindMap[N]['value'] : unknown;

/** What a dialog kind's view gets. */
export interface DialogViewProps<O extends DialogOptions = DialogOptions, V = unknown> {
  /** The options as they are now (`DialogHandle.update` changes them). */
  options: O;
  /** Closes the dialog; only the first call counts. */
  close: (reason: DialogReason, value?: V | null) => void;
  /** Translates a key of the locale tables. */
  t: Translate;
  /** The id to give the element holding the message: the window is described by it. */
  messageId: string;
  /** Opens another dialog as this dialog's modal child (a file dialog's overwrite question). */
  openChild: OpenChildDialog;
}

/** `DialogService.open` with the parent fixed to the dialog that calls it. */
export type OpenChildDialog = <N extends string>(
  name: N,
  options: OptionsOf<N>,
  callback: DialogCallback<ValueOf<N>>,
) => DialogHandle<OptionsOf<N>, ValueOf<N>>;

/** A kind of dialog, as registered with `DialogRegistry.register`. */
export interface DialogKind<O extends DialogOptions = DialogOptions, V = unknown> {
  /** The window's smallest (and initial) size. */
  minDimension: Readonly<Dimension>;
  /** The initial size when larger than `minDimension`. */
  dimension?: Readonly<Dimension>;
  /** The title when the options give none. */
  title(options: O, t: Translate): string;
  /** Whether Escape closes the dialog with reason `esc` (default true; alerts say false). */
  closesOnEscape?: boolean;
  /** The dialog's content inside its window. */
  render(props: DialogViewProps<O, V>): ReactNode;
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** An open dialog, as `DialogService.open` returns it. */
export interface DialogHandle<O extends DialogOptions = DialogOptions, V = unknown> {
  /** The dialog's window. */
  readonly wid: number;
  /** Merges `patch` into the options; the dialog shows the new ones at once. */
  update(patch: Partial<O>): void;
  /** Closes the dialog as its caller (reason `close` unless given); no-op once closed. */
  close(reason?: DialogReason, value?: V | null): void;
}

/** A progress dialog's handle: the caller moves the bar and closes it when the work is done. */
export interface ProgressHandle {
  readonly wid: number;
  /** 0 to 100, or null for indeterminate; the message stays unless given. */
  update(value: number | null, message?: string): void;
  /** Closes the dialog; `result` settles with reason `close` (or the reason given). */
  close(reason?: DialogReason): void;
  /** Settles once, when the dialog closes for any reason (Cancel: `cancel`). */
  readonly result: Promise<DialogResult<never>>;
}
