import { memo, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { chromeLayout, type ChromeControl, type ChromeTheme } from '../chrome';
import { frames } from '../frames';
import { useTranslation, type TextDirection } from '../i18n';
import { useCompositedTranslate, useSceneStore, useWindowsStore, useWindowView } from '../scene';
import { displayRect, type Edge, type Rect, type WindowHost } from '../windows';
import { ConnectionMask } from './ConnectionMask';
import { edgeResize } from './edgeResize';
import { focusables, handleTab } from './focusTrap';
import { handleWindowKeys } from './keyboard';
import { isMenuKey } from './Menu';
import { startPointerDrag } from './pointerDrag';
import { moveDrag } from './snapDrag';
import './window.css';

const EDGES: readonly Edge[] = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'];

const box = (rect: Rect): CSSProperties => ({ left: rect.left, top: rect.top, width: rect.width, height: rect.height });

/**
 * How a window sits in the stacking context. The top window moves by a transform the compositor
 * holds, on a layer of its own (will-change in the stylesheet), so a drag is a compositor move
 * that does not re-layerize the page. The others sit at left/top. A window hidden behind the
 * windows above it is not displayed at all: the browser's per-frame paint and compositing walks
 * cover every displayed box, and at 10,000 windows that cost more than the drag itself (raise
 * 146 → 69 ms, drag step 27 → 22 ms). React keeps its state, and Chrome restores its scroll
 * offsets when it is displayed again.
 */
function placement(outer: Rect, zIndex: number, isTop: boolean, covered: boolean): CSSProperties {
  // Its translation is not a style: see useCompositedTranslate.
  if (isTop) return { zIndex: zIndex * 2 };
  if (covered) return { left: outer.left, top: outer.top, display: 'none' };
  return { zIndex: zIndex * 2, left: outer.left, top: outer.top };
}

export interface WindowFrameProps {
  wid: number;
  host: WindowHost;
  theme: ChromeTheme;
  /** The page's direction, which mirrors the header as the canvas draws it. */
  direction: TextDirection;
  /** The front-most window: promoted to a compositor layer of its own. */
  isTop: boolean;
}

/**
 * The top window's place, as a transform the compositor holds (see useCompositedTranslate).
 * Rendered by the top frame only, so the other frames keep no hooks or effects for it.
 */
function TopPlacement({ target, x, y }: { target: RefObject<HTMLElement | null>; x: number; y: number }) {
  useCompositedTranslate(target, x, y, true);
  return null;
}

/**
 * Reports each commit of the frame it is in to the frame hub: it renders whenever the frame does.
 * A child rather than an effect of the frame's own, so that outside test mode, where nobody
 * observes and none is rendered, a render costs nothing more.
 */
function RenderProbe({ wid }: { wid: number }) {
  useLayoutEffect(() => frames.rendered(wid));
  return null;
}

/**
 * One window in the DOM: its content, and transparent hit targets where the canvas draws the
 * chrome (header, buttons, eight resize handles). The browser's own hit testing then respects the
 * stacking order, and the hit targets are the window's accessibility tree.
 */
export const WindowFrame = memo(function WindowFrame({ wid, host, theme, direction, isTop }: WindowFrameProps) {
  const { t } = useTranslation();
  const store = useWindowsStore();
  const scene = useSceneStore();
  const { record, desktop, mobile, covered } = useWindowView(wid);
  const sectionRef = useRef<HTMLElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const focused = record?.state.focused ?? false;
  const [pointerInside, setPointerInside] = useState(false);
  // Only a window a user can scroll right now has scrolling content: see `.window--still` in the
  // stylesheet. Once it has shown a scroll bar it keeps the bar's room, so that going still
  // never reflows it.
  const live = isTop || focused || pointerInside;
  const [gutter, setGutter] = useState(false);
  useEffect(() => {
    const content = contentRef.current;
    if (!live || gutter || !content) return;
    // Read when the browser has laid the page out anyway: reading the sizes in the commit forced
    // the first layout of every window opened with it (70 ms at 1,000) into the middle of it.
    const observer = new ResizeObserver(() => {
      if (content.offsetWidth > content.clientWidth) setGutter(true);
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [live, gutter]);

  useEffect(() => () => host.forget(wid), [host, wid]);

  // Keyboard users land inside the window that just got focus, wherever focus was before, except
  // in a modal surface that is no window (the shortcut sheet): a window restored or opened while
  // it is open must not pull the keyboard out from under it.
  useEffect(() => {
    const section = sectionRef.current;
    if (!focused || !section || section.contains(document.activeElement)) return;
    if (document.activeElement?.closest('[aria-modal="true"]:not([data-wid])')) return;
    const content = section.querySelector<HTMLElement>('.window__content');
    const first = content ? focusables(content)[0] : undefined;
    (first ?? section).focus({ preventScroll: true });
  }, [focused]);

  const outer = record ? displayRect(record, desktop, mobile) : null;
  if (!record || !outer) return null;
  const { attributes, state } = record;
  // A child's attributes never change, and the parent's record changes when its children do.
  const blocked = record.children.some((child) => store.getState().windows.get(child)?.attributes.modal);
  const layout = chromeLayout({ left: 0, top: 0, width: outer.width, height: outer.height }, attributes, theme, direction);
  const actions = store.getState();
  const fixed = mobile || state.maximized;
  const resizable = attributes.resizable && !fixed && !blocked;

  const focusWindow = () => {
    if (!store.getState().windows.get(wid)?.state.focused) actions.focus(wid);
  };

  const startMove = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || fixed || !attributes.moveable) return;
    // No text selection follows the pointer across the desktop while dragging.
    event.preventDefault();
    startPointerDrag(event.nativeEvent, event.currentTarget, moveDrag(wid, { left: event.clientX, top: event.clientY }, store, scene));
  };

  const startResize = (edge: Edge) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || fixed) return;
    event.preventDefault();
    event.stopPropagation();
    startPointerDrag(event.nativeEvent, event.currentTarget, edgeResize(wid, edge, store));
  };

  const runControl = (control: ChromeControl) => {
    if (control === 'close') host.close(wid);
    else if (control === 'minimize') actions.minimize(wid);
    else if (state.maximized) actions.restore(wid);
    else actions.maximize(wid);
  };

  const openMenu = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    scene.getState().openMenu({ wid, left: event.clientX, top: event.clientY });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const section = sectionRef.current;
    if (section && handleTab(event.nativeEvent, section)) {
      event.preventDefault();
      return;
    }
    const onHandle = (event.target as HTMLElement).classList.contains('window__header');
    if (!fixed && handleWindowKeys(event, record, actions, onHandle)) {
      event.preventDefault();
      return;
    }
    if (onHandle && isMenuKey(event)) {
      event.preventDefault();
      const rect = (event.target as HTMLElement).getBoundingClientRect();
      scene.getState().openMenu({ wid, left: direction === 'rtl' ? rect.right - 8 : rect.left + 8, top: rect.bottom });
    }
  };

  const labels: Record<ChromeControl, string> = {
    minimize: t('window.minimize'),
    maximize: state.maximized ? t('window.restore') : t('window.maximize'),
    close: t('window.close'),
  };

  const section = (
    <section
      ref={sectionRef}
      role="dialog"
      aria-label={record.title}
      aria-description={record.breadcrumb.length > 0 ? record.breadcrumb.join(' › ') : undefined}
      aria-modal={attributes.modal || undefined}
      aria-busy={state.loading || undefined}
      tabIndex={-1}
      data-wid={wid}
      data-workspace={record.workspace}
      className={`window${state.focused ? ' window--focused' : ''}${isTop ? ' window--top' : ''}${live ? '' : ' window--still'}${resizable ? ' window--resizable' : ''}`}
      inert={state.minimized}
      style={{ width: outer.width, height: outer.height, ...placement(outer, state.zIndex, isTop, covered), visibility: state.minimized ? 'hidden' : undefined }}
      onPointerDownCapture={focusWindow}
      onPointerEnter={() => setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
      onKeyDown={onKeyDown}
    >
      <div ref={contentRef} className={`window__content${gutter ? ' window__content--gutter' : ''}`} style={box(layout.content)}>
        {host.content(wid)}
        {state.loading ? (
          <div className="window__loading" role="progressbar" aria-label={t('window.loading')}>
            <span className="splash__spinner" aria-hidden="true" />
          </div>
        ) : null}
      </div>
      {host.needsConnection(wid) ? <ConnectionMask rect={layout.content} /> : null}
      {covered ? null : (
        // A covered window is not displayed: the hit targets of its chrome wait until it is.
        <>
          {layout.header ? (
            <div
              className="window__header"
              role="button"
              aria-roledescription="move handle"
              aria-label={t('window.move')}
              aria-haspopup="menu"
              tabIndex={0}
              style={{ ...box(layout.header), cursor: fixed || !attributes.moveable ? 'default' : 'move' }}
              onPointerDown={startMove}
              onDoubleClick={() => actions.toggleMaximize(wid)}
              onContextMenu={openMenu}
            />
          ) : null}
          {(Object.entries(layout.controls) as [ChromeControl, Rect][]).map(([control, rect]) => (
            <button
              key={control}
              type="button"
              className={`window__control window__control--${control}`}
              aria-label={labels[control]}
              style={box(rect)}
              onPointerEnter={() => scene.getState().hover(wid, control)}
              onPointerLeave={() => scene.getState().hover(wid, null)}
              onPointerDown={(event) => {
                if (event.button === 0) scene.getState().press(wid, control, true);
              }}
              onPointerUp={() => scene.getState().press(wid, control, false)}
              onClick={() => runControl(control)}
            />
          ))}
          {blocked ? (
            // A modal child blocks its parent: a press anywhere on it goes to the child instead.
            <div className="window__blocker" aria-hidden="true" onPointerDown={(event) => event.preventDefault()} />
          ) : null}
          {resizable
            ? EDGES.map((edge) => (
                <div key={edge} className={`window__handle window__handle--${edge}`} aria-hidden="true" onPointerDown={startResize(edge)} />
              ))
            : null}
        </>
      )}
      {frames.observed ? <RenderProbe wid={wid} /> : null}
    </section>
  );
  // After the section, not inside it: React attaches a parent's ref only after its children's
  // layout effects, and a window opened on top is placed before its first paint.
  return (
    <>
      {section}
      {isTop ? <TopPlacement target={sectionRef} x={outer.left} y={outer.top} /> : null}
    </>
  );
});
