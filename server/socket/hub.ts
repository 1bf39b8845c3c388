import type { FastifyBaseLogger } from 'fastify';
import type { ServerSocketMessage } from '../contract';
import type { Broker } from './broker';
import type { Audience, LiveEvent } from './events';

/** One authenticated socket on this instance, as the hub reaches it. */
export interface SocketPeer {
  readonly id: string;
  readonly userId: string;
  readonly accountId: string;
  /** The sign-in (refresh token family) it was opened in. */
  readonly sessionId: string;
  /** Sends a serialized message of `bytes` bytes (the text is made once for every peer it goes to). */
  sendText(text: string, bytes: number): void;
  close(code: number, reason: string): void;
}

/** The sockets of this instance, and the events every instance sends them. */
export interface SocketHub {
  /** Hands `event` to every instance through the broker; each delivers it to its own sockets. */
  publish(event: LiveEvent): Promise<void>;
  /**
   * Delivers `event` to this instance's sockets only: what every instance notices for itself (its
   * packages changed, a sign-in of its sockets expired).
   */
  deliverLocally(event: LiveEvent): void;
  /** Adds an authenticated socket; the returned function removes it. */
  add(peer: SocketPeer): () => void;
  /** The sign-ins of this instance's sockets. */
  sessionIds(): string[];
  /** How many authenticated sockets of the user, and of the sign-in, this instance has. */
  socketsOf(userId: string, sessionId: string): { ofUser: number; ofSession: number };
  /** How many authenticated sockets this instance has. */
  readonly size: number;
  /** Stops hearing the broker. */
  close(): void;
}

export function createSocketHub(broker: Broker, log: FastifyBaseLogger): SocketHub {
  const peers = new Map<string, SocketPeer>();
  const byUser = new Map<string, Set<SocketPeer>>();
  const bySession = new Map<string, Set<SocketPeer>>();

  const index = (map: Map<string, Set<SocketPeer>>, key: string, peer: SocketPeer) => {
    const set = map.get(key) ?? new Set();
    map.set(key, set.add(peer));
  };
  const unindex = (map: Map<string, Set<SocketPeer>>, key: string, peer: SocketPeer) => {
    const set = map.get(key);
    set?.delete(peer);
    if (set?.size === 0) map.delete(key);
  };

  function audience(to: Audience): Iterable<SocketPeer> {
    switch (to.kind) {
      case 'everyone':
        return peers.values();
      case 'session':
        return bySession.get(to.sessionId) ?? [];
      case 'user':
        return [...(byUser.get(to.userId) ?? [])].filter(
          (peer) => peer.id !== to.exceptSocket && (to.accountId === undefined || peer.accountId === to.accountId),
        );
    }
  }

  function send(to: Audience, message: ServerSocketMessage): void {
    const text = JSON.stringify(message);
    const bytes = Buffer.byteLength(text);
    for (const peer of [...audience(to)]) peer.sendText(text, bytes);
  }

  function deliver(event: LiveEvent): void {
    if ('send' in event) send(event.to, event.send);
    else for (const peer of [...audience(event.to)]) peer.close(event.close.code, event.close.reason);
  }

  const unsubscribe = broker.subscribe((event) => {
    try {
      deliver(event);
    } catch (error) {
      log.error({ err: error }, 'socket hub: an event could not be delivered');
    }
  });

  return {
    publish: (event) => broker.publish(event),
    deliverLocally: deliver,
    add(peer) {
      peers.set(peer.id, peer);
      index(byUser, peer.userId, peer);
      index(bySession, peer.sessionId, peer);
      return () => {
        if (peers.get(peer.id) !== peer) return;
        peers.delete(peer.id);
        unindex(byUser, peer.userId, peer);
        unindex(bySession, peer.sessionId, peer);
      };
    },
    sessionIds: () => [...bySession.keys()],
    socketsOf: (userId, sessionId) => ({ ofUser: byUser.get(userId)?.size ?? 0, ofSession: bySession.get(sessionId)?.size ?? 0 }),
    get size() {
      return peers.size;
    },
    close: unsubscribe,
  };
}
