export type { DesktopCanvasProps } from './DesktopCanvas';
export type { FrameScheduler } from './frameScheduler';
export { DesktopCanvas } from './DesktopCanvas';
export { createFrameScheduler } from './frameScheduler';
