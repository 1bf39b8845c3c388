import { loadFileType } from '../lazy';
import { RESOURCE_TYPES, type ResourceType } from './constants';

const SVG_START = /^(\uFEFF)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i;

function isResourceType(type: string): type is ResourceType {
  return type in RESOURCE_TYPES;
}

/**
 * What `bytes` are, read from their contents (never from a file name): one of RESOURCE_TYPES, or
 * undefined for anything the browser could not show as an announcement's media or a logo.
 */
export async function resourceTypeOf(bytes: Uint8Array): Promise<ResourceType | undefined> {
  const { fileTypeFromBuffer } = await loadFileType();
  const found = await fileTypeFromBuffer(bytes);
  if (found && isResourceType(found.mime)) return found.mime;
  if (found && found.mime !== 'application/xml') return undefined;
  // SVG is text (XML at most, to a signature): its root element must be an svg.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  return SVG_START.test(text) ? 'image/svg+xml' : undefined;
}
