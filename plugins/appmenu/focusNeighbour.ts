/**
 * Moves focus to the stop after (or before) the focused element, in document order, stopping at
 * the ends. From an element that is not a stop (a category heading), the nearest stop that way.
 * @returns whether focus moved
 */
export function focusNeighbour(stops: readonly HTMLElement[], current: Element | null, direction: 1 | -1): boolean {
  const index = current instanceof HTMLElement ? stops.indexOf(current) : -1;
  let target: HTMLElement | undefined;
  if (index >= 0) target = stops[index + direction];
  else if (current) {
    const wanted = direction === 1 ? Node.DOCUMENT_POSITION_FOLLOWING : Node.DOCUMENT_POSITION_PRECEDING;
    const candidates = stops.filter((stop) => (current.compareDocumentPosition(stop) & wanted) !== 0);
    target = direction === 1 ? candidates[0] : candidates.at(-1);
  }
  target?.focus();
  return target !== undefined;
}
