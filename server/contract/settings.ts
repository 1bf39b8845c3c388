import { Type, type Static } from '@sinclair/typebox';
import { successOf } from './envelope';
import { PACKAGE_NAME_PATTERN } from './packages';
import { WORKSPACE_ID_PATTERN, WORKSPACE_LIMITS } from './workspaces';

/**
 * The settings format's version. Each bump comes with a migration on the server
 * (server/settings/migrations.ts), so settings saved by any earlier version still load.
 */
export const SETTINGS_VERSION = 1;

/** The namespaces the shell owns (docs/features/settings.md#settings); plugins own one each, named by their id. */
export const SHELL_NAMESPACES = ['desktop', 'session', 'locale'] as const;
export type ShellNamespace = (typeof SHELL_NAMESPACES)[number];

/** Caps on what one user stores: settings are small; files belong in the VFS. */
export const SETTINGS_LIMITS = { bytes: 256 * 1024, namespaces: 100 } as const;

export const PanelPosition = Type.Union([Type.Literal('top'), Type.Literal('bottom')]);
export type PanelPosition = Static<typeof PanelPosition>;

/**
 * How the wallpaper is painted: the default gradient, one colour, or the image at `src` over the
 * colour — scaled to cover the desktop, scaled to fit inside it, repeated, or once in the middle.
 * 'image' is what earlier versions wrote for an image; it means 'cover'.
 */
export const WallpaperStyle = Type.Union([
  Type.Literal('gradient'),
  Type.Literal('color'),
  Type.Literal('cover'),
  Type.Literal('contain'),
  Type.Literal('tile'),
  Type.Literal('center'),
  Type.Literal('image'),
]);
export type WallpaperStyle = Static<typeof WallpaperStyle>;

/** A widget coordinate as saved: pixels as a number or 'Npx', or '' for none. */
const WidgetPixels = Type.Union([Type.Number(), Type.Literal(''), Type.String({ pattern: '^-?\\d+(\\.\\d+)?px$' })]);
/** A widget side in pixels: what the desktop can show. */
const WidgetSide = Type.Number({ exclusiveMinimum: 0, maximum: 10000 });

/**
 * A desktop widget as the user's settings keep it (docs/features/widgets.md): its
 * type's registry key and its options, position, dimension and the clock's font and colour
 * checked as the desktop reads them; a plugin's widget may keep options of its own.
 */
export const WidgetEntry = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    options: Type.Object(
      {
        position: Type.Optional(
          Type.Object(
            { top: Type.Optional(WidgetPixels), left: Type.Optional(WidgetPixels), right: Type.Optional(WidgetPixels), bottom: Type.Optional(WidgetPixels) },
            { additionalProperties: false },
          ),
        ),
        dimension: Type.Optional(Type.Object({ width: WidgetSide, height: WidgetSide }, { additionalProperties: false })),
        fontFamily: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
        fontColor: Type.Optional(Type.String({ pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' })),
      },
      { additionalProperties: true },
    ),
  },
  { additionalProperties: false },
);
/** One saved desktop widget. */
export type WidgetEntry = Static<typeof WidgetEntry>;

/** A desktop's widgets, in the order they are drawn: the user's, or the site's (DESKTOP_WIDGETS). */
export const DesktopWidgets = Type.Array(WidgetEntry, { maxItems: 100 });

/** A MIME type as the default applications are kept by: `type/subtype`, lower case, no parameters. */
export const MIME_TYPE_PATTERN = '^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$';

/**
 * The application the user chose to open each MIME type with ('Remember my choice' in the
 * default-application dialog): MIME type → package name. Without additionalProperties a key off
 * the pattern would pass unchecked.
 */
export const DefaultApplications = Type.Record(Type.String({ pattern: MIME_TYPE_PATTERN }), Type.String({ pattern: PACKAGE_NAME_PATTERN }), {
  additionalProperties: false,
  maxProperties: 500,
});
export type DefaultApplications = Static<typeof DefaultApplications>;

export const WorkspaceId = Type.String({ pattern: WORKSPACE_ID_PATTERN });

/** One workspace as the desktop settings keep it; an empty name shows as "Workspace N". */
export const WorkspaceEntry = Type.Object(
  { id: WorkspaceId, name: Type.String({ maxLength: WORKSPACE_LIMITS.name }) },
  { additionalProperties: false },
);
export type WorkspaceEntry = Static<typeof WorkspaceEntry>;

/** docs/features/settings.md#settings: desktop settings. Every field optional: what is absent takes its default. */
export const DesktopSettings = Type.Object(
  {
    font: Type.Optional(Type.String({ maxLength: 100 })),
    background: Type.Optional(
      Type.Object(
        {
          style: Type.Optional(WallpaperStyle),
          color: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })),
          src: Type.Optional(Type.String({ maxLength: 2000 })),
        },
        { additionalProperties: false },
      ),
    ),
    panels: Type.Optional(
      Type.Array(
        Type.Object(
          {
            position: PanelPosition,
            items: Type.Array(Type.Object({ name: Type.String(), index: Type.Integer({ minimum: 0 }) }, { additionalProperties: false })),
          },
          { additionalProperties: false },
        ),
        { maxItems: 4 },
      ),
    ),
    widgets: Type.Optional(DesktopWidgets),
    theme: Type.Optional(Type.String({ maxLength: 100 })),
    icons: Type.Optional(Type.String({ maxLength: 100 })),
    sounds: Type.Optional(Type.String({ maxLength: 100 })),
    /** Opt-in: the spec's default is no animations. */
    animations: Type.Optional(Type.Boolean()),
    /** Notifications go to the history only: no toast, no sound. */
    doNotDisturb: Type.Optional(Type.Boolean()),
    /** Keybinding id → chord, e.g. `{ "atrium.appmenu.toggle": "Alt+M" }`. */
    keybindings: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 40 }))),
    defaultApplications: Type.Optional(DefaultApplications),
    /** The user's workspaces, in the switcher's order (docs/features/windows.md#workspaces). */
    workspaces: Type.Optional(Type.Array(WorkspaceEntry, { minItems: 1, maxItems: WORKSPACE_LIMITS.count })),
    vfs: Type.Optional(
      Type.Object(
        { defaultPath: Type.Optional(Type.String()), mountpoints: Type.Optional(Type.Array(Type.Record(Type.String(), Type.Unknown()))) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type DesktopSettings = Static<typeof DesktopSettings>;

/** The `locale` namespace: the user's language, one of the known locales (ERR_INVALID_LOCALE otherwise). */
export const LocaleSettings = Type.Object({ language: Type.Optional(Type.String({ pattern: '^[a-z]{2}_[A-Z]{2}$' })) }, { additionalProperties: false });
export type LocaleSettings = Static<typeof LocaleSettings>;

/** A user's settings: the version they were written in, and a document per namespace. */
export const Settings = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    desktop: Type.Optional(DesktopSettings),
    locale: Type.Optional(LocaleSettings),
    session: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    /** Plugins' namespaces, by plugin id. Without additionalProperties an id off the pattern would pass unchecked. */
    plugins: Type.Optional(
      Type.Record(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,100}$' }), Type.Record(Type.String(), Type.Unknown()), { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);
/** A user's settings document, as the server stores it and the browser reads and saves it. */
export type Settings = Static<typeof Settings>;

/** GET /settings and the answer of POST /settings: the stored settings, migrated to SETTINGS_VERSION. */
export const SettingsAnswer = successOf(Settings);
