import { Type, type Static } from '@sinclair/typebox';
import { DesktopWidgets } from './settings';

/**
 * What the server tells the browser at page load (embedded into index.html as
 * `<script id="atrium-config" type="application/json">`), so boot needs no extra round trip.
 */
export const ClientConfig = Type.Object({
  productName: Type.String(),
  version: Type.String(),
  /** Fixed clock, no animations, device pixel ratio 1, fonts before first frame. */
  testMode: Type.Boolean(),
  /** ISO date-time the clock is fixed to in test mode. */
  testClock: Type.String(),
  apiBase: Type.String(),
  /** Who signs users in: Atrium's own form, or an external provider the login page redirects to. */
  authType: Type.Union([Type.Literal('own'), Type.Literal('keycloak'), Type.Literal('okta')]),
  /** The external provider's client settings, as its library takes them; null with authType own. */
  identityProvider: Type.Union([
    Type.Object({ kind: Type.Literal('keycloak'), url: Type.String(), realm: Type.String(), clientId: Type.String(), redirectUrl: Type.String() }),
    Type.Object({ kind: Type.Literal('okta'), issuer: Type.String(), clientId: Type.String(), redirectUri: Type.String(), scopes: Type.Array(Type.String()) }),
    Type.Null(),
  ]),
  /** Whether the server takes a username and password (always with authType own; with a provider only when AUTH_ALLOW_PASSWORD is set). */
  passwordSignIn: Type.Boolean(),
  development: Type.Boolean(),
  windows: Type.Object({
    /** Root width in px at or below which windows fill the desktop (spec: windows.mobile). */
    mobile: Type.Integer({ minimum: 0 }),
    /** Widgets are clamped inside the desktop whenever it changes, not only on a browser-window resize (spec: windows.clampToViewport). */
    clampToViewport: Type.Boolean(),
  }),
  /**
   * The site's desktop widgets (server setting DESKTOP_WIDGETS): a user who has none saved starts
   * with these, and a locked desktop always shows them.
   */
  desktopWidgets: DesktopWidgets,
  /** Desktop shortcuts by keybinding id that replace the defaults (server setting KEYBINDINGS). */
  keybindings: Type.Record(Type.String(), Type.String()),
  /**
   * Settings namespaces the configuration locks (server setting SETTINGS_LOCK): their user
   * settings are ignored and cannot be changed. 'desktop' is the spec's desktop.lock.
   */
  settingsLock: Type.Array(Type.String()),
  /** Languages the login page offers in its footer (spec: translateLanguageOptions); empty: no picker. */
  translateLanguageOptions: Type.Array(Type.String()),
  /**
   * The login page as the site configures it: its title (null: the welcome text in the page's
   * language), and the URLs of its background image and logo (null: the bundled ones).
   */
  login: Type.Object({
    title: Type.Union([Type.String(), Type.Null()]),
    background: Type.Union([Type.String(), Type.Null()]),
    logo: Type.Union([Type.String(), Type.Null()]),
  }),
  socket: Type.Object({
    /** Milliseconds between attempts to get a lost connection back, before their jitter (server setting SOCKET_RECONNECT_INTERVAL). */
    reconnectInterval: Type.Integer({ minimum: 1 }),
  }),
});
export type ClientConfig = Static<typeof ClientConfig>;
