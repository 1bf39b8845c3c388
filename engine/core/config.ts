import type { ClientConfig } from '../../server/contract';

export type { ClientConfig };

/**
 * Reads the configuration the server embedded into the page. Test mode (a fixed clock, the
 * automation handle) comes from the server alone: a flag in the URL would let any link switch
 * it on for whoever follows it.
 */
export function readClientConfig(doc: Document): ClientConfig {
  const element = doc.getElementById('atrium-config');
  if (!element?.textContent) throw new Error('Atrium: the page carries no #atrium-config; is it served by the Atrium server?');
  return JSON.parse(element.textContent) as ClientConfig;
}
