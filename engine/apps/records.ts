// The package and session records as a plugin sees them. They repeat the shapes of
// server/contract's schemas on purpose: a type naming a schema (`Static<typeof PackageMetadata>`)
// would make the SDK's .d.ts declare the schema as a value the page does not provide.
// tests/unit/sdk/records.test.ts keeps each one equal to the contract's.

/**
 * A text per locale, e.g. `{ "en_EN": "Notes", "de_DE": "Notizen" }`; en_EN is the fallback.
 *
 * @example
 * ```ts
 * const title: LocalizedText = { en_EN: 'Notes', de_DE: 'Notizen' };
 * ```
 */
export type LocalizedText = Record<string, string>;

/**
 * What a package brings: an application, or a theme, icons or sounds.
 *
 * @example
 * ```ts
 * const apps = ctx.apps.catalog.get().filter((entry) => (entry.metadata.type satisfies PackageType) === 'application');
 * ```
 */
export type PackageType = 'application' | 'theme' | 'icons' | 'sounds';

/**
 * One installed package as the manifest lists it (docs/features/apps-and-plugins.md#third-party-packages): its
 * `metadata.json`. `contributes` declares what the package's code adds besides its application.
 *
 * @example
 * ```ts
 * const { name, title, engines }: PackageMetadata = app.metadata;
 * console.info(name, title.en_EN, engines?.atrium);
 * ```
 */
export interface PackageMetadata {
  /** The package's name: the application's name and the folder's; letters, digits, `_ . -`. */
  name: string;
  /** What the package brings. */
  type: PackageType;
  /** The menu's label, per language. */
  title: LocalizedText;
  /** The app's id, as the profile's app entries carry it. */
  appId?: string;
  /** The menu category. */
  category?: string;
  /** One instance at most: a second launch focuses it. */
  singleton?: boolean;
  /** An icon font's glyph name, for the menu. */
  fontIcon?: string;
  /** true, or the strings true, 1, yes, y (any case, trimmed). */
  autostart?: boolean | string;
  /** Autostart order, ascending. */
  precedence?: number;
  /** Refused on a phone or tablet (ERR_DESKTOP_ONLY). */
  desktopOnly?: boolean;
  /** Visible to every member of every account, whatever their app list says. */
  defaultAppforOrgs?: boolean;
  /** The package's code and styles, relative to its folder: ES modules (.js, .mjs) and stylesheets (.css). */
  files: string[];
  /** MIME types the application opens, for the default-application dialog. */
  mimes?: string[];
  /** The spec's app_type, as given. */
  app_type?: string;
  /** Left out of the application menu; it still launches by name. */
  hidden?: boolean;
  /** The menu icon's URL. */
  icon?: string;
  /** Which Atrium the package needs: `atrium` is a semver range the SDK's version must satisfy, e.g. "^0.2". */
  engines?: { atrium: string };
  /** What the package's code adds besides its application, by id, so it loads when first needed. */
  contributes?: { panelItems?: string[]; widgets?: string[] };
}

/**
 * A window's saved geometry and state (docs/features/apps-and-plugins.md#the-session), by which a
 * launch restores it.
 *
 * @example
 * ```ts
 * const restore: WindowSession[] = [{ id: 'main', maximized: false, minimized: false, position: { left: 40, top: 40 }, dimension: { width: 640, height: 480 } }];
 * await ctx.apps.launch('Notes', {}, { restore });
 * ```
 */
export interface WindowSession {
  /** The window's id within its app (`openWindow({ id })`). */
  id: string;
  /** Whether it was maximized. */
  maximized: boolean;
  /** Whether it was minimized. */
  minimized: boolean;
  /** Its top-left corner, in page pixels. */
  position: { left: number; top: number };
  /** Its size, in pixels. */
  dimension: { width: number; height: number };
  /** Only when snapped (docs/features/windows.md#snap-and-tile): its zone, and the rectangle it goes back to when it leaves it. */
  snap?: {
    zone: 'left' | 'right' | 'bottom' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
    restore: { left: number; top: number; width: number; height: number };
  };
  /** The id of the workspace it was on (docs/features/windows.md#workspaces); absent: the current one. */
  workspace?: string;
}
