// build.mjs defines this global; under vitest the source runs unbundled and it is absent.
declare const __ATRIUM_VERSION__: string | undefined;

export const VERSION: string = typeof __ATRIUM_VERSION__ === 'string' ? __ATRIUM_VERSION__ : '0.0.0-dev';

/** The product's name, as pages and mail show it. */
export const PRODUCT_NAME = 'Atrium';
