import { Type, type Static } from '@sinclair/typebox';

/** Package names double as application names, URL path segments and storage keys. */
export const PACKAGE_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_.-]{0,63}$';

/**
 * A file of a package, relative to its folder. No segment is empty or starts with a dot, so `..`,
 * `./` and hidden files are out, and each file has exactly one URL under /packages/{name}/.
 */
export const PACKAGE_FILE_PATTERN = '^(?!.*\\.\\.)([A-Za-z0-9_-][A-Za-z0-9_.-]*/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\\.(m?js|css)$';

/** A text per locale, e.g. `{ "en_EN": "Notes", "de_DE": "Notizen" }`; en_EN is the fallback. */
export const LocalizedText = Type.Record(Type.String({ pattern: '^[a-z]{2}_[A-Z]{2}$' }), Type.String({ minLength: 1 }), {
  minProperties: 1,
});
export type LocalizedText = Static<typeof LocalizedText>;

export const PackageType = Type.Union([
  Type.Literal('application'),
  Type.Literal('theme'),
  Type.Literal('icons'),
  Type.Literal('sounds'),
]);
export type PackageType = Static<typeof PackageType>;

/**
 * One installed package as the manifest lists it (docs/features/apps-and-plugins.md#third-party-packages).
 * `contributes` declares what the package's code adds besides its application, so the desktop
 * can load that code when the contribution is first needed rather than on every start.
 */
export const PackageMetadata = Type.Object(
  {
    name: Type.String({ pattern: PACKAGE_NAME_PATTERN }),
    type: PackageType,
    title: LocalizedText,
    appId: Type.Optional(Type.String()),
    category: Type.Optional(Type.String()),
    singleton: Type.Optional(Type.Boolean()),
    fontIcon: Type.Optional(Type.String()),
    /** true, or the strings true, 1, yes, y (any case, trimmed). */
    autostart: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
    /** Autostart order, ascending. */
    precedence: Type.Optional(Type.Integer()),
    desktopOnly: Type.Optional(Type.Boolean()),
    /** Visible to every member of every account, whatever their app list says. */
    defaultAppforOrgs: Type.Optional(Type.Boolean()),
    /** The package's code and styles, relative to its folder: ES modules (.js, .mjs) and stylesheets (.css). */
    files: Type.Array(Type.String({ pattern: PACKAGE_FILE_PATTERN })),
    /** MIME types the application opens, for the default-application dialog. */
    mimes: Type.Optional(Type.Array(Type.String())),
    app_type: Type.Optional(Type.String()),
    /** Left out of the application menu; it still launches by name. */
    hidden: Type.Optional(Type.Boolean()),
    icon: Type.Optional(Type.String()),
    /**
     * Which Atrium the package needs: `atrium` is a semver range the SDK's version must satisfy,
     * e.g. "^0.2" (server/contract/engines.ts). Without it the package is listed, and the
     * operators' tool warns that it does not say.
     */
    engines: Type.Optional(Type.Object({ atrium: Type.String({ minLength: 1 }) }, { additionalProperties: false })),
    contributes: Type.Optional(
      Type.Object(
        {
          panelItems: Type.Optional(Type.Array(Type.String())),
          widgets: Type.Optional(Type.Array(Type.String())),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
/** One installed package as the manifest lists it. */
export type PackageMetadata = Static<typeof PackageMetadata>;

/**
 * A package as GET /metadata.json lists it: its metadata and, for an installed package, the
 * revision of its files, which changes whenever one of them does (a rebuild), so that the desktop
 * loads the new code. The server sets it; a package's own metadata.json cannot.
 */
export const ListedPackage = Type.Composite(
  [PackageMetadata, Type.Object({ revision: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) })],
  { additionalProperties: false },
);
export type ListedPackage = Static<typeof ListedPackage>;

/** GET /metadata.json: every installed package, built-in ones first. */
export const Manifest = Type.Array(ListedPackage);
export type Manifest = Static<typeof Manifest>;

/**
 * GET /packages/{name}/{file}: a file of an installed package. Any text is let through here, so
 * that whatever names no listed file is a 404 rather than a validation error.
 */
export const PackageFileParams = Type.Object({ name: Type.String(), '*': Type.String() });
export type PackageFileParams = Static<typeof PackageFileParams>;
