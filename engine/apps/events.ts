/**
 * A click on a link, before the desktop follows it: a plugin that owns the link (one marked with
 * an attribute of its own) claims it, and the desktop then neither launches an app for it nor lets
 * the browser follow it.
 *
 * @example
 * ```ts
 * ctx.bus.onWillFollowLink((event) => {
 *   if (!event.link.hasAttribute('data-order')) return;
 *   event.claim();
 *   openOrder(event.link.getAttribute('data-order'));
 * });
 * ```
 */
export interface WillFollowLinkEvent {
  /** The link clicked (an `a` element). */
  readonly link: Element;
  /** Takes the link over: the desktop does nothing more with this click. */
  claim(): void;
}

/**
 * The topics of the applications' lifecycle and of link clicks, which engine/apps emits.
 *
 * @example
 * ```ts
 * function launched(event: AppEvents['apps/launched']): void {
 *   console.info(`${event.name} runs as pid ${event.pid}`);
 * }
 * ctx.bus.onDidLaunchApp(launched);
 * ```
 */
export interface AppEvents {
  /** A launch was asked for; the launch rules and the package's loading come next. */
  'apps/launch-requested': { name: string };
  /** An application instance is running (its launch function returned). */
  'apps/launched': { pid: number; name: string };
  /** An application instance is gone, with its windows and subscriptions. */
  'apps/destroyed': { pid: number; name: string };
  /** A launch did not happen; the user was told why. */
  'apps/launch-failed': { name: string; code: string; message: string };
  /** A link was clicked; a listener may claim it before the desktop follows it. */
  'apps/will-follow-link': WillFollowLinkEvent;
}
