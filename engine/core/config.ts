import type { ClientConfig } from '../../server/contract';

export type { ClientConfig };

const TEST_MODE_FLAG = 'testmode';
const TRUE_VALUES = new Set(['1', 'true', 'yes']);

/**
 * Reads the configuration the server embedded into the page, then applies the URL flag
 * `?testmode=1`, which switches test mode on (never off) for scripted runs against any server.
 */
export function readClientConfig(doc: Document, url: URL): ClientConfig {
  const element = doc.getElementById('atrium-config');
  if (!element?.textContent) throw new Error('Atrium: the page carries no #atrium-config; is it served by the Atrium server?');
  const config = JSON.parse(element.textContent) as ClientConfig;
  const flag = url.searchParams.get(TEST_MODE_FLAG);
  if (flag !== null && TRUE_VALUES.has(flag.trim().toLowerCase())) return { ...config, testMode: true };
  return config;
}
