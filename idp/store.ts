import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; undefined for entries that do not expire. */
  expiresAt: number | undefined;
}

/**
 * One provider's sessions, grants, codes and tokens, in memory. oidc-provider's own memory
 * adapter keeps them in one module-wide cache shared by every provider in the process and cannot
 * list them by account, which ending an identity's sessions needs.
 */
export class Store {
  readonly #models = new Map<string, Map<string, Entry>>();

  /** The adapter oidc-provider asks for, one per model name. */
  readonly adapter: AdapterFactory = (name) => this.#adapterFor(name);

  /** The stored payload of one model's entry, if it is there and has not expired. */
  find(model: string, id: string): AdapterPayload | undefined {
    const entry = this.#models.get(model)?.get(id);
    return entry && (entry.expiresAt === undefined || entry.expiresAt > Date.now()) ? entry.payload : undefined;
  }

  /** Removes every entry, of any model, that `matches`. */
  removeWhere(matches: (model: string, payload: AdapterPayload) => boolean): void {
    for (const [model, entries] of this.#models) {
      for (const [id, entry] of entries) if (matches(model, entry.payload)) entries.delete(id);
    }
  }

  /** Removes everything that belongs to the account: its sessions, grants, codes and refresh tokens. */
  revokeAccount(accountId: string): void {
    this.removeWhere((_model, payload) => payload.accountId === accountId);
  }

  #entries(name: string): Map<string, Entry> {
    let entries = this.#models.get(name);
    if (!entries) {
      entries = new Map();
      this.#models.set(name, entries);
    }
    return entries;
  }

  #adapterFor(name: string): Adapter {
    const entries = this.#entries(name);
    const live = (id: string): Entry | undefined => {
      const entry = entries.get(id);
      if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
        entries.delete(id);
        return undefined;
      }
      return entry;
    };
    const findWhere = (matches: (payload: AdapterPayload) => boolean): AdapterPayload | undefined => {
      for (const id of entries.keys()) {
        const entry = live(id);
        if (entry && matches(entry.payload)) return entry.payload;
      }
      return undefined;
    };
    return {
      upsert: (id, payload, expiresIn) => {
        // A development server that runs for days would otherwise keep every expired code and token.
        for (const key of entries.keys()) live(key);
        entries.set(id, { payload, expiresAt: expiresIn === undefined ? undefined : Date.now() + expiresIn * 1000 });
        return Promise.resolve();
      },
      find: (id) => Promise.resolve(live(id)?.payload),
      findByUid: (uid) => Promise.resolve(findWhere((payload) => payload.uid === uid)),
      findByUserCode: (userCode) => Promise.resolve(findWhere((payload) => payload.userCode === userCode)),
      consume: (id) => {
        const entry = live(id);
        if (entry) entry.payload = { ...entry.payload, consumed: Math.floor(Date.now() / 1000) };
        return Promise.resolve();
      },
      destroy: (id) => {
        entries.delete(id);
        return Promise.resolve();
      },
      revokeByGrantId: (grantId) => {
        for (const [id, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(id);
        return Promise.resolve();
      },
    };
  }
}
