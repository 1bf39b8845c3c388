export type { Logger } from './logger';
export { REQUEST_ID_HEADER } from './constants';
export { createLogger, lifecycleLog } from './logger';
export { requestIdOptions } from './requestId';
