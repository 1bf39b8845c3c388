/**
 * The test-mode automation handle, `window.atrium`, for Playwright tests and benchmarks.
 * It exists only in test mode; see README "Automation handle".
 */
export interface AtriumAutomation {
  /** Frames the desktop canvas has rendered; constant while the desktop is idle. */
  frames(): number;
}

declare global {
  interface Window {
    atrium?: AtriumAutomation;
  }
}

export function installAutomation(target: Window, automation: AtriumAutomation): void {
  target.atrium = automation;
}
