import { Type, type Static } from '@sinclair/typebox';
import { successOf } from './envelope';
import { PACKAGE_NAME_PATTERN } from './packages';
import { WorkspaceId } from './settings';

/** Caps that keep one user's session row small; a desktop far beyond them is not restored whole. */
export const SESSION_LIMITS = { apps: 200, windowsPerApp: 500 } as const;

const Coordinate = Type.Number({ minimum: -1e6, maximum: 1e6 });
const Size = Type.Number({ minimum: 0, maximum: 1e6 });

/** docs/features/windows.md#snap-and-tile: the zones a window can be snapped to. */
const SnapZone = Type.Union(
  (['left', 'right', 'bottom', 'top-left', 'top-right', 'bottom-left', 'bottom-right'] as const).map((zone) => Type.Literal(zone)),
);
const Rect = Type.Object({ left: Coordinate, top: Coordinate, width: Size, height: Size }, { additionalProperties: false });

/** docs/features/apps-and-plugins.md#the-session. */
export const WindowSession = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 200 }),
    maximized: Type.Boolean(),
    minimized: Type.Boolean(),
    position: Type.Object({ left: Coordinate, top: Coordinate }, { additionalProperties: false }),
    dimension: Type.Object({ width: Size, height: Size }, { additionalProperties: false }),
    /** Only when snapped: its zone, and the rectangle it goes back to when it leaves it. */
    snap: Type.Optional(Type.Object({ zone: SnapZone, restore: Rect }, { additionalProperties: false })),
    /** The workspace it was on; absent in sessions saved before workspaces: the current one. */
    workspace: Type.Optional(WorkspaceId),
  },
  { additionalProperties: false },
);
/** A window's saved geometry and state, by which a launch restores it. */
export type WindowSession = Static<typeof WindowSession>;

/** docs/features/apps-and-plugins.md#the-session: one open application. Saved entries have their args emptied. */
export const SessionApp = Type.Object(
  {
    name: Type.String({ pattern: PACKAGE_NAME_PATTERN }),
    args: Type.Record(Type.String(), Type.Unknown()),
    windows: Type.Array(WindowSession, { maxItems: SESSION_LIMITS.windowsPerApp }),
  },
  { additionalProperties: false },
);
export type SessionApp = Static<typeof SessionApp>;

export const Session = Type.Array(SessionApp, { maxItems: SESSION_LIMITS.apps });
export type Session = Static<typeof Session>;

/** POST /api/v1/user/me/updatesession and /removesession. */
export const SessionBody = Type.Object({ data: Session }, { additionalProperties: false });
export type SessionBody = Static<typeof SessionBody>;

/** GET /api/v1/user/me/getsession, and the answer of both posts: the stored session. */
export const SessionAnswer = successOf(Session);
