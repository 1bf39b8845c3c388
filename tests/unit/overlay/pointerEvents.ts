/** jsdom has no PointerEvent: a MouseEvent of a pointer event's type, with the pointer's fields. */
export function pointer(type: string, { pointerId = 1, pointerType = 'touch', x = 0, y = 0, button = 0 } = {}): PointerEvent {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button });
  return Object.assign(event, { pointerId, pointerType }) as unknown as PointerEvent;
}

/** jsdom has no pointer capture either: an element that records what it captured. */
export function capturingElement(doc: Document): HTMLElement & { captured: Set<number> } {
  const element = Object.assign(doc.createElement('div'), { captured: new Set<number>() });
  element.setPointerCapture = (id: number) => void element.captured.add(id);
  element.releasePointerCapture = (id: number) => void element.captured.delete(id);
  element.hasPointerCapture = (id: number) => element.captured.has(id);
  doc.body.append(element);
  return element;
}
