import { Type, type Static } from '@sinclair/typebox';

/**
 * A file of the browser build, by its path under the build (GET /{path}). Any text is let through
 * here, so that whatever names no file is a 404 rather than a validation error.
 */
export const PublicFileParams = Type.Object({ '*': Type.String() });
export type PublicFileParams = Static<typeof PublicFileParams>;
