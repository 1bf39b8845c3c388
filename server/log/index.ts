export type { Logger } from './logger';
export { REQUEST_ID_HEADER } from './constants';
export { createLogger, endLog, lifecycleLog } from './logger';
export { requestIdOptions } from './requestId';
