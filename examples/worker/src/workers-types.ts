// The few Workers runtime types this example uses, written out rather than taken from
// @cloudflare/workers-types, whose globals clash with Node's and the DOM's in one project.

/** A Durable Object's storage: what the session keeps its store, journal and deliveries in. */
export interface DurableObjectStorage {
  get(key: string): Promise<unknown>;
  put(key: string, value: unknown): Promise<void>;
  /** Puts up to 128 keys at once, atomically. */
  put(entries: Record<string, unknown>): Promise<void>;
  /** Every key and value kept (with a prefix: only theirs), in key order. */
  list(options?: { prefix?: string }): Promise<Map<string, unknown>>;
  /** Removes up to 128 keys. */
  delete(keys: string[]): Promise<number>;
  /** Wakes the object (its `alarm()`) at `time` (epoch milliseconds), even after a restart. */
  setAlarm(time: number): Promise<void>;
  deleteAlarm(): Promise<void>;
}

/** What workerd hands a Durable Object's constructor. */
export interface DurableObjectState {
  storage: DurableObjectStorage;
  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T>;
}

/** A Durable Object binding: an object by name, reached through `fetch`. */
export interface DurableObjectNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): { fetch(request: Request): Promise<Response> };
}
