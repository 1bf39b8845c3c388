export type { Broker } from './broker';
export type { ServedSocket } from './connection';
export type { Audience, LiveEvent } from './events';
export type { SocketHub, SocketPeer } from './hub';
export type { Bucket, Rate } from './rateLimit';
export type { AddressCount, RelayBudget } from './limits';
export type { SocketRequest, SocketServer, SocketServerDeps } from './socketServer';
export { createLocalBroker } from './broker';
export { parseClientMessage } from './clientMessage';
export {
  HARD_MESSAGE_LIMIT_FACTOR,
  NOTIFY_PAYLOAD_LIMIT_BYTES,
  RELAY_BYTE_BURST,
  RELAY_BYTES_PER_SECOND,
  SOCKET_HEARTBEAT_MS,
  SOCKETS_PER_ADDRESS,
  SOCKETS_PER_SESSION,
  SOCKETS_PER_USER,
} from './constants';
export { createSocketHub } from './hub';
export { authenticatedRefusal, createAddressCount, createRelayBudget, LIMIT_REASONS, originAllowed, relayBudgetError } from './limits';
export { startHeartbeat } from './heartbeat';
export { channelFor, createPostgresBroker } from './postgresBroker';
export { fullBucket, isFull, takeToken } from './rateLimit';
export { startSocketServer } from './socketServer';
