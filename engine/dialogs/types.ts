import type { ReactNode } from 'react';
import type { Translate } from '../i18n';
import type { Dimension } from '../windows';
import type { FileEntry, Vfs } from '../vfs';

/**
 * Why a dialog closed. `ok` and `cancel`: a button (No answers like OK: see `ConfirmValue`);
 * `esc`: the Escape key; `close`: the window went away without an answer (its Close button, its
 * parent closing, or the caller closing it); `timer`: its `timeout` ran out; `backdrop`: reserved
 * for dialogs with a backdrop (windows have none, so the built-in kinds never report it).
 *
 * @example
 * ```ts
 * const { reason } = await ctx.dialogs.show('alert', { message: 'Saved' });
 * const timedOut = reason === 'timer';
 * ```
 */
export type DialogReason = 'ok' | 'cancel' | 'esc' | 'close' | 'timer' | 'backdrop';

/**
 * How a dialog closed, and its answer.
 *
 * @example
 * ```ts
 * const result: DialogResult<string> = await ctx.dialogs.show('prompt', { message: 'Name?' });
 * if (result.reason === 'ok') rename(result.value ?? '');
 * ```
 */
export interface DialogResult<V = unknown> {
  /** Why the dialog closed. */
  reason: DialogReason;
  /** What the dialog answered; null unless the kind documents otherwise. */
  value: V | null;
}

/**
 * Called exactly once, when the dialog closes, just before its window is destroyed.
 *
 * @example
 * ```ts
 * const callback: DialogCallback<string> = (reason, value) => {
 *   if (reason === 'ok' && value) rename(value);
 * };
 * ctx.dialogs.open('prompt', { message: 'Name?' }, callback);
 * ```
 */
export type DialogCallback<V = unknown> = (reason: DialogReason, value: V | null) => void;

/**
 * The buttons dialogs offer; their default texts are OK, No and Cancel, translated.
 *
 * @example
 * ```ts
 * const { value } = await ctx.dialogs.show('alert', { message: 'Saved', buttons: ['ok'] satisfies DialogButton[] });
 * ```
 */
export type DialogButton = 'ok' | 'no' | 'cancel';

/**
 * What every dialog accepts.
 *
 * @example
 * ```ts
 * const common: DialogOptions = { title: 'Orders', parent: app.windows[0]?.wid ?? null, timeout: 10_000 };
 * await ctx.dialogs.show('alert', { ...common, message: 'Order 42 shipped' });
 * ```
 */
export interface DialogOptions {
  /** The window title; each kind has a default one. */
  title?: string;
  /** The wid of the window the dialog belongs to: it opens as that window's modal child. */
  parent?: number | null;
  /** Closes the dialog with reason `timer` after this many milliseconds. */
  timeout?: number;
}

/**
 * Options of the `alert` dialog.
 *
 * @example
 * ```ts
 * const options: AlertOptions = { message: 'Could not save', type: 'error', error: { message: String(error) } };
 * await ctx.dialogs.show('alert', options);
 * ```
 */
export interface AlertOptions extends DialogOptions {
  /** The text shown. */
  message: string;
  /** `error` shows `error`'s message and stack under the message. */
  type?: 'info' | 'error';
  /** The error shown when `type` is `error`. */
  error?: { message: string; stack?: string | undefined };
  /** Default: OK alone. Shown in reversed order (spec: alerts reverse the button order). */
  buttons?: readonly DialogButton[];
  /** Texts replacing the default ones, e.g. `{ ok: 'Yes' }`. */
  labels?: Partial<Record<DialogButton, string>>;
}

/**
 * Options of the `confirm` dialog.
 *
 * @example
 * ```ts
 * const options: ConfirmOptions = { message: 'Delete Plan.txt?', labels: { ok: 'Delete' } };
 * const { value } = await ctx.dialogs.show('confirm', options);
 * if (value === 'ok') await ctx.vfs.unlink('home:/Plan.txt');
 * ```
 */
export interface ConfirmOptions extends DialogOptions {
  /** The question shown. */
  message: string;
  /** Default: OK and Cancel. */
  buttons?: readonly DialogButton[];
  /** Texts replacing the default ones, e.g. `{ ok: 'Delete' }`. */
  labels?: Partial<Record<DialogButton, string>>;
}

/**
 * What a prompt's field accepts.
 *
 * @example
 * ```ts
 * const inputType: PromptInputType = 'email';
 * const { value } = await ctx.dialogs.show('prompt', { message: 'Your address?', inputType });
 * ```
 */
export type PromptInputType = 'text' | 'email' | 'url';

/**
 * Options of the `prompt` dialog.
 *
 * @example
 * ```ts
 * const options: PromptOptions = { message: 'New name?', value: 'Plan.txt', placeholder: 'File name', maxLength: 80, required: true };
 * const { reason, value } = await ctx.dialogs.show('prompt', options);
 * ```
 */
export interface PromptOptions extends DialogOptions {
  /** The question shown above the field. */
  message: string;
  /** The initial text. */
  value?: string;
  /** The field's hint while it is empty. */
  placeholder?: string;
  /** `email` and `url` are validated before OK is accepted. */
  inputType?: PromptInputType;
  /** The most characters the field takes; once the text is that long, a hint under the field says so. */
  maxLength?: number;
  /** OK refuses an empty or blank answer (only spaces), saying what is needed. */
  required?: boolean;
}

/**
 * Options of the `progress` dialog.
 *
 * @example
 * ```ts
 * const options: ProgressOptions = { message: 'Uploading…', value: 0 };
 * const progress = ctx.dialogs.progress(options);
 * progress.update(50);
 * ```
 */
export interface ProgressOptions extends DialogOptions {
  /** The text shown above the bar. */
  message?: string;
  /** 0 to 100; absent or null: indeterminate. */
  value?: number | null;
}

/**
 * Options of the `colour` dialog.
 *
 * @example
 * ```ts
 * const options: ColourOptions = { value: '#336699' };
 * const { value } = await ctx.dialogs.show('colour', options); // '#rrggbb'
 * ```
 */
export interface ColourOptions extends DialogOptions {
  /** The colour shown first, as `#rrggbb` (or `#rgb`); default `#ffffff`. */
  value?: string;
}

/**
 * A font's style, as the font dialog offers it.
 *
 * @example
 * ```ts
 * const style: FontStyle = 'bold italic';
 * await ctx.dialogs.show('font', { name: 'Roboto', size: 16, style });
 * ```
 */
export type FontStyle = 'normal' | 'italic' | 'bold' | 'bold italic';

/**
 * Options of the `font` dialog.
 *
 * @example
 * ```ts
 * const options: FontOptions = { name: 'Roboto', size: 16, names: ['Roboto', 'Lato'] };
 * const { value } = await ctx.dialogs.show('font', options);
 * ```
 */
export interface FontOptions extends DialogOptions {
  /** The font shown first; default Monospace. Added to `names` when they lack it. */
  name?: string;
  /** In px, 6 to 48; default 14. */
  size?: number;
  /** The style shown first; default normal. */
  style?: FontStyle;
  /** The fonts offered; default Monospace, Roboto, Lato, Serif and Sans-serif. */
  names?: readonly string[];
  /** Only the name can be changed (a widget's font dialog); size and style are shown but fixed. */
  nameOnly?: boolean;
}

/**
 * A font dialog's answer.
 *
 * @example
 * ```ts
 * const { reason, value } = await ctx.dialogs.show('font', {});
 * const font: FontValue | null = reason === 'ok' ? value : null;
 * if (font) element.style.font = `${font.size}px ${font.name}`;
 * ```
 */
export interface FontValue {
  /** The font's family name. */
  name: string;
  /** In px, 6 to 48. */
  size: number;
  /** The style chosen. */
  style: FontStyle;
}

/**
 * Options of the `choice` dialog.
 *
 * @example
 * ```ts
 * const options: ChoiceOptions = { message: 'Export as', choices: { csv: 'CSV', xlsx: 'Excel' }, value: 'csv' };
 * const { value } = await ctx.dialogs.show('choice', options); // 'csv' or 'xlsx'
 * ```
 */
export interface ChoiceOptions extends DialogOptions {
  /** Shown above the list, which it labels. */
  message?: string;
  /** What can be chosen: value → label, or values that are their own labels. */
  choices: Readonly<Record<string, string>> | readonly string[];
  /** The value chosen at first; none by default, and OK is disabled until one is. */
  value?: string;
}

/**
 * An application the default-application dialog offers.
 *
 * @example
 * ```ts
 * const apps: DefaultApplicationChoice[] = [{ name: 'Notes', title: 'Notes' }, { name: 'Viewer', title: 'Viewer' }];
 * await ctx.dialogs.show('defaultApplication', { mime: 'text/plain', apps });
 * ```
 */
export interface DefaultApplicationChoice {
  /** The app's registry name: what the dialog answers. */
  name: string;
  /** What the list shows. */
  title: string;
}

/**
 * Options of the `defaultApplication` dialog.
 *
 * @example
 * ```ts
 * const options: DefaultApplicationOptions = { mime: 'text/plain', apps: [{ name: 'Notes', title: 'Notes' }], remember: true };
 * const { value } = await ctx.dialogs.show('defaultApplication', options);
 * ```
 */
export interface DefaultApplicationOptions extends DialogOptions {
  /** The MIME type an application is chosen for; the message names it. */
  mime: string;
  /** The applications offered. */
  apps: readonly DefaultApplicationChoice[];
  /** The name of the app chosen at first; none by default, and OK is disabled until one is. */
  value?: string;
  /** Whether 'Remember my choice' starts ticked; default false. */
  remember?: boolean;
}

/**
 * A default-application dialog's answer; the caller stores a remembered choice (`DefaultApplications`).
 *
 * @example
 * ```ts
 * const { reason, value } = await ctx.dialogs.show('defaultApplication', { mime: 'text/plain', apps });
 * const chosen: DefaultApplicationValue | null = reason === 'ok' ? value : null;
 * if (chosen) await ctx.apps.launch(chosen.app, { path });
 * ```
 */
export interface DefaultApplicationValue {
  /** The registry name of the app chosen. */
  app: string;
  /** Whether 'Remember my choice' was ticked. */
  remember: boolean;
}

/**
 * Options of the `file` dialog.
 *
 * @example
 * ```ts
 * const options: FileDialogOptions = { mode: 'save', path: 'home:/Documents', filename: 'Plan.txt', mime: ['text/*'] };
 * const { reason, value } = await ctx.dialogs.show('file', options);
 * ```
 */
export interface FileDialogOptions extends DialogOptions {
  /** Whether a file is chosen to open or to save. */
  mode: 'open' | 'save';
  /** The folder shown first, `name:/path`; default `home:/`. A malformed one is shown with its error. */
  path?: string;
  /** Save: the file name offered; default 'New File'. Ignored when opening. */
  filename?: string;
  /** Only files of these MIME types are listed (`type/*` for a whole kind); folders always are. */
  mime?: readonly string[];
}

/** What the file dialog needs of the virtual file system: the mounts to pick from, listings, and whether a file exists. */
export type FileDialogFiles = Pick<Vfs, 'mounts' | 'readdir' | 'exists'>;

/**
 * A file dialog's answer: the file chosen (open) or to write (save).
 *
 * @example
 * ```ts
 * const { reason, value } = await ctx.dialogs.show('file', { mode: 'open' });
 * const chosen: FileDialogValue | null = reason === 'ok' ? value : null;
 * if (chosen) console.info(chosen.path, chosen.entry?.size);
 * ```
 */
export interface FileDialogValue {
  /** `name:/path` of the file. */
  path: string;
  /** The file's name, without its folder. */
  filename: string;
  /** The existing file; absent when saving a new one. */
  entry?: FileEntry;
}

/**
 * A confirm dialog answers with the button pressed; `esc` and `close` answer null.
 *
 * @example
 * ```ts
 * const { value } = await ctx.dialogs.show('confirm', { message: 'Discard changes?', buttons: ['ok', 'no', 'cancel'] });
 * const answer: ConfirmValue | null = value;
 * ```
 */
export type ConfirmValue = DialogButton;

/**
 * Options and answers of the built-in kinds, so that `open('prompt', …)` is typed.
 *
 * @example
 * ```ts
 * type PromptAnswer = DialogKindMap['prompt']['value']; // string
 * const { value } = await ctx.dialogs.show('prompt', { message: 'Name?' }); // value: string | null
 * ```
 */
export interface DialogKindMap {
  /** An alert: a message and buttons. */
  alert: { options: AlertOptions; value: DialogButton };
  /** A question answered with a button. */
  confirm: { options: ConfirmOptions; value: ConfirmValue };
  /** A question answered with a line of text. */
  prompt: { options: PromptOptions; value: string };
  /** A progress bar; it answers nothing. */
  progress: { options: ProgressOptions; value: never };
  /** Answers a lowercase `#rrggbb`. */
  colour: { options: ColourOptions; value: string };
  /** A font, size and style. */
  font: { options: FontOptions; value: FontValue };
  /** Answers the chosen value (a key of `choices`, or one of its strings). */
  choice: { options: ChoiceOptions; value: string };
  /** The application to open a MIME type with. */
  defaultApplication: { options: DefaultApplicationOptions; value: DefaultApplicationValue };
  /** A file to open or save. */
  file: { options: FileDialogOptions; value: FileDialogValue };
}

/**
 * The options of dialog kind `N`; unknown kinds take `DialogOptions`.
 *
 * @example
 * ```ts
 * const options: OptionsOf<'confirm'> = { message: 'Delete?' }; // ConfirmOptions
 * await ctx.dialogs.show('confirm', options);
 * ```
 */
export type OptionsOf<N extends string> = N extends keyof DialogKindMap ? DialogKindMap[N]['options'] : DialogOptions;
/**
 * The answer of dialog kind `N`; unknown kinds answer `unknown`.
 *
 * @example
 * ```ts
 * const answer: ValueOf<'colour'> | null = (await ctx.dialogs.show('colour', {})).value; // string | null
 * ```
 */
export type ValueOf<N extends string> = N extends keyof DialogKindMap ? DialogKindMap[N]['value'] : unknown;

/**
 * What a dialog kind's view gets.
 *
 * @example
 * ```tsx
 * function RenameView({ options, close, t, messageId }: DialogViewProps<{ message: string }, string>) {
 *   return (
 *     <div>
 *       <p id={messageId}>{options.message}</p>
 *       <button onClick={() => close('ok', 'new name')}>{t('ok')}</button>
 *     </div>
 *   );
 * }
 * ```
 */
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

/**
 * `DialogService.open` with the parent fixed to the dialog that calls it.
 *
 * @example
 * ```tsx
 * function SaveView({ openChild, close }: DialogViewProps<{ message: string }, string>) {
 *   const save = () => openChild('confirm', { message: 'Overwrite?' }, (reason) => reason === 'ok' && close('ok', 'saved'));
 *   return <button onClick={save}>Save</button>;
 * }
 * ```
 */
export type OpenChildDialog = <N extends string>(
  name: N,
  options: OptionsOf<N>,
  callback: DialogCallback<ValueOf<N>>,
) => DialogHandle<OptionsOf<N>, ValueOf<N>>;

/**
 * A kind of dialog, as registered with `DialogRegistry.register`.
 *
 * @example
 * ```tsx
 * const rename: DialogKind<{ message: string }, string> = {
 *   minDimension: { width: 320, height: 140 },
 *   title: (_options, t) => t('rename'),
 *   render: (props) => <RenameView {...props} />,
 * };
 * ctx.subscriptions.add(ctx.dialogs.register('acme.rename', rename));
 * ```
 */
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

// One Translate for the whole SDK (engine/i18n), re-exported where the dialogs always had it.
export type { Translate };

/**
 * An open dialog, as `DialogService.open` returns it.
 *
 * @example
 * ```ts
 * const handle: DialogHandle = ctx.dialogs.open('alert', { message: 'Working…' }, () => {});
 * handle.update({ message: 'Done' });
 * handle.close();
 * ```
 */
export interface DialogHandle<O extends DialogOptions = DialogOptions, V = unknown> {
  /** The dialog's window. */
  readonly wid: number;
  /** Merges `patch` into the options; the dialog shows the new ones at once. */
  update(patch: Partial<O>): void;
  /** Closes the dialog as its caller (reason `close` unless given); no-op once closed. */
  close(reason?: DialogReason, value?: V | null): void;
}

/**
 * A progress dialog's handle: the caller moves the bar and closes it when the work is done.
 *
 * @example
 * ```ts
 * const progress: ProgressHandle = ctx.dialogs.progress({ message: 'Uploading' });
 * progress.update(50);
 * progress.close();
 * ```
 */
export interface ProgressHandle {
  /** The dialog's window. */
  readonly wid: number;
  /** 0 to 100, or null for indeterminate; the message stays unless given. */
  update(value: number | null, message?: string): void;
  /** Closes the dialog; `result` settles with reason `close` (or the reason given). */
  close(reason?: DialogReason): void;
  /** Settles once, when the dialog closes for any reason (Cancel: `cancel`). */
  readonly result: Promise<DialogResult<never>>;
}
