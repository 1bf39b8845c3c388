/** The slide `delta` steps from `index` among `count`, wrapping at both ends (docs/features/sign-in.md#announcements). */
export function stepSlide(index: number, delta: number, count: number): number {
  if (count === 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** Why the carousel may be holding still; any one of them stops the auto-advance. */
export interface CarouselHolds {
  /** The user pressed the pause control. */
  paused: boolean;
  /** Shown full screen (docs/features/sign-in.md#announcements). */
  fullScreen: boolean;
  /** The bottom panel (READ MORE) is open (docs/features/sign-in.md#announcements). */
  panelOpen: boolean;
  /** The pointer is over it or the focus is in it: nothing moves under someone reading or choosing. */
  engaged: boolean;
}

/** Whether the carousel moves on by itself: more than one slide, and nothing holding it. */
export function autoAdvances(count: number, holds: CarouselHolds): boolean {
  return count > 1 && !holds.paused && !holds.fullScreen && !holds.panelOpen && !holds.engaged;
}
