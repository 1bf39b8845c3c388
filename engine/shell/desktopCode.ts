import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import { defaultFont, loadFonts } from '../fonts';
import type { ShellServices } from './services';

/**
 * A loader that runs once and shares its promise, so a prefetch and the real load fetch the code
 * once. A failed load is forgotten: the next call (the real load after a failed prefetch) tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

/** The signed-in desktop's view with its strings, a chunk of its own: the login page never downloads Pixi. */
const loadDesktopModule = loadOnce(() => import('./desktop/Desktop'));

/**
 * The page's full stylesheet, which build.mjs names in #atrium-desktop-styles: the login page links
 * only the rules of what it imports. Linked after the login page's sheet, with those rules again in
 * their first order, so the rules' order (which decides between equally specific rules) is the one
 * page-styles.ts keeps. Resolves once it applies; a page without it (unit tests) has nothing to link.
 */
const loadDesktopStyles = loadOnce(
  () =>
    new Promise<void>((resolve, reject) => {
      const named = document.getElementById('atrium-desktop-styles')?.textContent;
      if (!named) return resolve();
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = JSON.parse(named) as string;
      link.onload = () => resolve();
      link.onerror = () => {
        link.remove();
        reject(new Error(`Atrium: the desktop's stylesheet ${link.href} could not be loaded`));
      };
      document.head.append(link);
    }),
);

/** The desktop's code with its default font and its stylesheet: what prefetchDesktop fetches ahead. */
function loadDesktopCode(config: Pick<ShellServices['config'], 'development'>) {
  // A document without a font set (jsdom in unit tests) has no font to wait for.
  const font = 'fonts' in document ? loadFonts([defaultFont(config.development)]) : null;
  return Promise.all([loadDesktopModule(), font, loadDesktopStyles()]).then(([module]) => module);
}

let loadedView: ComponentType | null = null;

/**
 * Loads the desktop's view with everything its first frame needs: its default font (the login
 * page waits for Roboto only, and the first frame must not be drawn again when its font arrives),
 * its stylesheet (nor drawn unstyled) and its strings in the page's language. The lifecycle's start
 * waits for it, so that the running desktop renders at once (loadedDesktopView).
 */
export async function loadDesktopView(config: Pick<ShellServices['config'], 'development'>, i18n: I18n): Promise<ComponentType> {
  const { default: view, desktopStringsReady } = await loadDesktopCode(config);
  await desktopStringsReady(i18n);
  return (loadedView = view);
}

/** The desktop's view once loadDesktopView has loaded it, else null. */
export function loadedDesktopView(): ComponentType | null {
  return loadedView;
}

/**
 * Fetches the desktop's code (its view, the built-in plugins and the renderer chunks pixi.js
 * imports while it starts) ahead of sign-in, so the desktop appears without a second wait. A
 * failure here is not the user's: the real load reports it.
 */
export function prefetchDesktop(services: Pick<ShellServices, 'plugins' | 'config'>): void {
  const ignore = () => undefined;
  void loadDesktopCode(services.config).catch(ignore);
  void services.plugins().catch(ignore);
  preloadDesktopScripts(document);
}

/**
 * Preloads the scripts the build lists in #atrium-desktop-preloads (build.mjs): pixi.js imports
 * them one after another during its start, each a round trip the desktop's first frame waited for.
 */
function preloadDesktopScripts(doc: Document): void {
  const list = doc.getElementById('atrium-desktop-preloads');
  if (!list?.textContent || list.dataset.preloaded) return;
  list.dataset.preloaded = 'true';
  for (const url of JSON.parse(list.textContent) as string[]) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    doc.head.append(link);
  }
}
