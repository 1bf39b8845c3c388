import { Subject, filter, map, type Observable } from 'rxjs';
import type { ServerSocketEvent, SocketState } from '../socket';
import { toDisposable, type Disposable } from './lifecycle';

/**
 * What sign-out listeners are handed. Signing out ends the session on the server at once, after
 * which no request of the page is answered: what must still be saved joins the sign-out, which
 * waits for it (at most LOGOUT_DELAY_MS) before it ends the session.
 *
 * @example
 * ```ts
 * ctx.bus.onWillLogOut((event) => event.join(saveDrafts()));
 * ```
 */
export interface WillLogOutEvent {
  /** Holds the end of the session on the server until `work` settles, or LOGOUT_DELAY_MS has passed. */
  join(work: Promise<unknown>): void;
}

/** The action names of drill-down messages (document 2, section 3). */
export const DRILL_ACTIONS = { drillDown: 'oxzion-widget-drillDown', rollUp: 'oxzion-widget-rollUp' } as const;

/**
 * A drill-down or roll-up message (document 2, section 3 "Drill-down / roll-up message"): which
 * widget element, and for a drill-down where it leads and with what filter and titles. Values
 * are filled already: no `${key}` is left in them.
 *
 * @example
 * ```ts
 * ctx.bus.requestDrill({ action: 'oxzion-widget-drillDown', target: 'dashboard', dashboardUuid, filter: { category: 'Software' } });
 * ```
 */
export interface DrillMessage {
  /** oxzion-widget-drillDown or oxzion-widget-rollUp. */
  action: (typeof DRILL_ACTIONS)[keyof typeof DRILL_ACTIONS];
  /** The widget element on the page (its DOM id) that drills or rolls up; none to open a dashboard or a file. */
  elementId?: string;
  /** The widget shown in that element before the drill-down. */
  widgetId?: string;
  /** widget (the default), dashboard or file. */
  target?: string;
  /** The widget a widget target shows next. */
  nextWidgetId?: string;
  /** The filter the next level runs with: parameter name to value. */
  filter?: Readonly<Record<string, string>>;
  /** The next level's title. */
  widgetTitle?: string;
  /** The next level's footer. */
  widgetFooter?: string;
  /** The title of the dashboard a dashboard target opens. */
  dashboardTitle?: string;
  /** The dashboard a dashboard target opens (the spec's `dashboard-uuid`). */
  dashboardUuid?: string;
  /** The file a file target opens, by its id. */
  fileId?: string;
}

/**
 * Every bus topic and its payload, in one place.
 *
 * @example
 * ```ts
 * function greet(event: AtriumEvents['auth/logged-in']): void {
 *   console.info(`Welcome, ${event.username}`);
 * }
 * ctx.bus.onDidLogIn(greet);
 * ```
 */
export interface AtriumEvents {
  /** Login succeeded; the desktop is about to start. */
  'auth/logged-in': { username: string };
  /** The server ended the session (or no token is left): the user must be signed out. */
  'auth/session-expired': undefined;
  /** Sign-out began: listeners save what they must, joining the work to the event, before the session ends. */
  'auth/logout-started': WillLogOutEvent;
  /** The desktop is running for this user. */
  'core/started': { username: string };
  /** A launch was asked for; the launch rules and the package's loading come next. */
  'apps/launch-requested': { name: string };
  /** An application instance is running (its launch function returned). */
  'apps/launched': { pid: number; name: string };
  /** An application instance is gone, with its windows and subscriptions. */
  'apps/destroyed': { pid: number; name: string };
  /** A launch did not happen; the user was told why. */
  'apps/launch-failed': { name: string; code: string; message: string };
  /** The live connection changed state (engine/socket). */
  'socket/state-changed': { state: SocketState };
  /** The server pushed an event through the live connection: settings saved elsewhere, packages changed, an application message. */
  'socket/message': ServerSocketEvent;
  /** Someone asks for a drill-down or roll-up: a drill-down link, an app or a plugin. Dashboards carry it out. */
  'dashboards/drill-requested': DrillMessage;
  /** A dashboard widget drilled down or rolled up (or opened the dashboard or file it leads to). */
  'dashboards/drilled': DrillMessage;
}

export type EventTopic = keyof AtriumEvents;

export interface EventBus {
  emit<K extends EventTopic>(topic: K, payload: AtriumEvents[K]): void;
  /** Subscribes to one topic; disposing the result unsubscribes. */
  on<K extends EventTopic>(topic: K, listener: (payload: AtriumEvents[K]) => void): Disposable;
  /** The topic as an observable, for composing with RxJS operators. */
  observe<K extends EventTopic>(topic: K): Observable<AtriumEvents[K]>;
}

interface Envelope {
  topic: EventTopic;
  payload: unknown;
}

export function createEventBus(): EventBus {
  const subject = new Subject<Envelope>();
  const observe = <K extends EventTopic>(topic: K): Observable<AtriumEvents[K]> =>
    subject.pipe(
      filter((event) => event.topic === topic),
      map((event) => event.payload as AtriumEvents[K]),
    );
  return {
    emit(topic, payload) {
      subject.next({ topic, payload });
    },
    on(topic, listener) {
      const subscription = observe(topic).subscribe(listener);
      return toDisposable(() => subscription.unsubscribe());
    },
    observe,
  };
}
