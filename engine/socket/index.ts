export type { AppSocketDelivery } from '../../server/contract';
export type { ServerSocketEvent } from './serverEvent';
export type { BrowserSocket, SocketClient, SocketClientDeps } from './socketClient';
export type { SocketEvent, SocketState } from './states';
export {
  COOKIE_FALLBACK_MAX_AGE_MS,
  PING_INTERVAL_MS,
  SOCKET_CLOSE,
  SOCKET_PATH,
  SOCKET_RECONNECT_INTERVAL_MS,
  SOCKET_RECONNECT_JITTER,
  SOCKET_REFUSED_RETRY_MS,
  SOCKET_TOKEN_RETRIES,
} from './constants';
export { createSocketClient, socketUrl } from './socketClient';
export { inputMaskOf, masksInput, nextSocketState, reconnectDelay } from './states';
