// Types for spreadLayout.mjs, which stays plain JavaScript so that the benchmark runs it in node
// and, by its source, in the page.

export interface SpreadRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** `count` window rectangles of the spread layout, bottom to top, for `desktop`. */
export function spreadLayout(count: number, desktop: SpreadRect): SpreadRect[];
