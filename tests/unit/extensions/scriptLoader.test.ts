import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScriptLoader } from '../../../engine/extensions';

const stylesheets = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')] as HTMLLinkElement[];
const stylesheet = (url: string) => stylesheets().find((link) => link.getAttribute('href') === url);

/** The browser finishing (or failing) to load a stylesheet. */
function finish(url: string, outcome: 'load' | 'error' = 'load') {
  const link = stylesheet(url);
  if (!link) throw new Error(`no stylesheet ${url}`);
  link.dispatchEvent(new Event(outcome));
}

function setUp(modules: Record<string, unknown> = {}) {
  const importModule = vi.fn((url: string) => (url in modules ? Promise.resolve(modules[url]) : Promise.reject(new Error(`${url}: 404`))));
  return { scripts: createScriptLoader({ document, importModule }), importModule };
}

afterEach(() => {
  document.head.replaceChildren();
});

describe('script loader: stylesheets', () => {
  it('adds a stylesheet link to the page and settles when it has loaded', async () => {
    const { scripts } = setUp();
    let done = false;
    const loading = scripts.acquire('/packages/Notes/notes.css').then(() => (done = true));
    expect(stylesheet('/packages/Notes/notes.css')).toBeDefined();
    await Promise.resolve();
    expect(done).toBe(false);
    finish('/packages/Notes/notes.css');
    await loading;
    expect(done).toBe(true);
  });

  it('keeps one link however many hold it, and removes it when the last holder releases it', async () => {
    const { scripts } = setUp();
    const url = '/packages/Notes/notes.css';
    const first = scripts.acquire(url);
    const second = scripts.acquire(url);
    finish(url);
    await Promise.all([first, second]);
    expect(stylesheets()).toHaveLength(1);
    expect(scripts.count(url)).toBe(2);
    scripts.release(url);
    expect(stylesheet(url)).toBeDefined();
    expect(scripts.count(url)).toBe(1);
    scripts.release(url);
    expect(stylesheet(url)).toBeUndefined();
    expect(scripts.count(url)).toBe(0);
  });

  it('loads a stylesheet again after it was removed', async () => {
    const { scripts } = setUp();
    const url = '/packages/Notes/notes.css?v=2';
    const first = scripts.acquire(url);
    finish(url);
    await first;
    scripts.release(url);
    const again = scripts.acquire(url);
    expect(stylesheets()).toHaveLength(1);
    finish(url);
    await again;
    expect(scripts.count(url)).toBe(1);
  });

  it('forgets a stylesheet that failed, so that the next try loads it afresh', async () => {
    const { scripts } = setUp();
    const url = '/packages/Notes/notes.css';
    const failing = scripts.acquire(url);
    finish(url, 'error');
    await expect(failing).rejects.toThrow(`${url} could not be loaded`);
    expect(stylesheet(url)).toBeUndefined();
    expect(scripts.count(url)).toBe(0);
    const retry = scripts.acquire(url);
    expect(stylesheets()).toHaveLength(1);
    finish(url);
    await retry;
  });
});

describe('script loader: modules', () => {
  it('imports a module once, resolving it for every holder', async () => {
    const module = { default: 'plugin' };
    const { scripts, importModule } = setUp({ '/packages/Notes/index.js': module });
    const [first, second] = await Promise.all([scripts.acquire('/packages/Notes/index.js'), scripts.acquire('/packages/Notes/index.js')]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(scripts.count('/packages/Notes/index.js')).toBe(2);
    expect(stylesheets()).toEqual([]);
  });

  it('counts holders down to none, and does not import again (a module cannot be unloaded)', async () => {
    const { scripts, importModule } = setUp({ '/packages/Notes/index.js': {} });
    await scripts.acquire('/packages/Notes/index.js');
    scripts.release('/packages/Notes/index.js');
    scripts.release('/packages/Notes/index.js');
    expect(scripts.count('/packages/Notes/index.js')).toBe(0);
    await scripts.acquire('/packages/Notes/index.js');
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(scripts.count('/packages/Notes/index.js')).toBe(1);
  });

  it('forgets a module that failed to import, so that the next try imports again', async () => {
    const modules: Record<string, unknown> = {};
    const { scripts, importModule } = setUp(modules);
    await expect(scripts.acquire('/packages/Notes/index.js')).rejects.toThrow('404');
    expect(scripts.count('/packages/Notes/index.js')).toBe(0);
    modules['/packages/Notes/index.js'] = { default: null };
    await expect(scripts.acquire('/packages/Notes/index.js')).resolves.toEqual({ default: null });
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('ignores the release of something it never loaded', () => {
    const { scripts } = setUp();
    scripts.release('/packages/Ghost/index.js');
    expect(scripts.count('/packages/Ghost/index.js')).toBe(0);
  });
});
