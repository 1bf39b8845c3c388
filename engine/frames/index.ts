/**
 * The seam between what the desktop draws and whoever counts it. The canvases and the window frames
 * report here; outside test mode nobody observes, so a report is one call that does nothing and
 * the views take no props for tests. The automation chunk (engine/automation.ts) observes in test
 * mode. This module imports nothing, so that chunk can attach before the desktop's code loads.
 */

/** The desktop's canvases, as the automation handle's `frames()` names them. */
export type CanvasName = 'desktop' | 'chrome' | 'active' | 'widgets' | 'snap';

export interface FrameObserver {
  /** `canvas` put a new frame on screen. */
  drawn(canvas: CanvasName): void;
  /** Window `wid`'s DOM frame committed a render. */
  rendered(wid: number): void;
}

export interface FrameHub extends FrameObserver {
  /**
   * Whether anyone observes. Set before the desktop's first render (test mode installs the
   * automation handle first), so views may read it while rendering to skip work nobody counts.
   */
  readonly observed: boolean;
  /** Sends the reports to `observer` until the returned function is called. */
  observe(observer: FrameObserver): () => void;
}

const NOBODY: FrameObserver = { drawn() {}, rendered() {} };

function createFrameHub(): FrameHub {
  let observer = NOBODY;
  return {
    get observed() {
      return observer !== NOBODY;
    },
    drawn: (canvas) => observer.drawn(canvas),
    rendered: (wid) => observer.rendered(wid),
    observe(next) {
      observer = next;
      return () => {
        if (observer === next) observer = NOBODY;
      };
    },
  };
}

/** The page's one hub: there is one desktop and one `window.atrium` per page. */
export const frames = createFrameHub();
