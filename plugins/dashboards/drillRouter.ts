import { toDisposable, type Disposable } from '../../sdk';
import type { Filter } from '../../server/contract';
import type { DashboardStore } from './dashboardStore';
import { DrillError } from './drillError';
import type { DrillMessage } from './events';
import { problemOf, type Problem } from './problem';

/** Where requests that no open dashboard widget takes lead. */
export interface DrillRouterHost {
  openDashboard(target: { uuid: string; filter: Filter; title: string | null }): void;
  openFile(fileId: string): Promise<void>;
  report(message: DrillMessage): void;
  /** Tells the user why a request could not be carried out. */
  fail(problem: Problem): void;
}

/**
 * Carries out the drill-down and roll-up requests of the bus (drill-down links, other apps,
 * plugins): a request naming a widget element of an open dashboard goes to that dashboard; a
 * dashboard or file target opens it; anything else is refused with the spec's errors.
 */
export interface DrillRouter {
  /** Adds an open dashboard, whose widgets take the requests that name their elements. */
  add(store: DashboardStore): Disposable;
  handle(message: DrillMessage): Promise<void>;
}

export function createDrillRouter(host: DrillRouterHost): DrillRouter {
  const open = new Set<DashboardStore>();
  const holding = (elementId: string) => [...open].find((store) => store.getState().slots.some((slot) => slot.elementId === elementId));
  return {
    add(store) {
      open.add(store);
      return toDisposable(() => open.delete(store));
    },
    async handle(message) {
      const store = message.elementId === undefined ? undefined : holding(message.elementId);
      if (store) return store.getState().apply(message);
      const target = message.target ?? 'widget';
      try {
        if (target === 'dashboard' && message.dashboardUuid) {
          host.openDashboard({ uuid: message.dashboardUuid, filter: message.filter ?? {}, title: message.dashboardTitle ?? null });
        } else if (target === 'file' && message.fileId) {
          await host.openFile(message.fileId);
        } else if (target !== 'widget' && target !== 'dashboard' && target !== 'file') {
          throw new DrillError('unknownTarget');
        } else if (target === 'widget' && message.elementId !== undefined) {
          throw new DrillError('noWidget');
        } else {
          throw new DrillError('noContext');
        }
        host.report(message);
      } catch (error) {
        host.fail(problemOf(error));
      }
    },
  };
}
