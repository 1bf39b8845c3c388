export type { ResourceType } from './constants';
export type { ResourceContent } from './resources';
export type { BytesToSend } from './sendBytes';
export { IMMUTABLE, MAX_RESOURCE_BYTES, RESOURCE_TYPES, REVALIDATE } from './constants';
export { decodeDataUrl } from './dataUrl';
export { checkResource, deleteResource, findResource, insertResource, mediaKindOf } from './resources';
export { sendBytes } from './sendBytes';
export { resourceTypeOf } from './sniff';
