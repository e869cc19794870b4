import type { RandomSource } from '@museum-api/core';
import { createWebhookSecret, signWebhook, webhookHeaders } from '@museum-api/core/webhooks';
import { parseOptions } from '../options/parse-options.ts';
import { requirePlatform, webhookNeeds } from '../platform/platform-needs.ts';
import type { WebhookDelivery } from './webhook-delivery.ts';
import type { ParsedWebhookFault } from './webhook-fault.ts';
import { mockWebhookOptionsSchema, type WebhookConfig } from './webhook-options.ts';
import { sendWebhook } from './webhook-sender.ts';
import { webhookTargetProblem } from './webhook-target.ts';

/** A delivery and what the journal does not show: its body, and when it is due (mock clock ms). */
interface Pending {
  delivery: WebhookDelivery;
  body: string;
  due: number;
}

/** The subscribers, deliveries (with body and due time) and faults, as JSON, for a host to keep. */
export type WebhookState = { urls: string[]; kept: Pending[]; faults: ParsedWebhookFault[] };

// Kept deliveries, newest last; the oldest go first, so a long-running server stays bounded.
const keptDeliveries = 1000;
// A stale timestamp is an hour old: far past Standard Webhooks' usual five-minute tolerance.
const staleSeconds = 3600;

/**
 * A mock's webhook subscribers and deliveries: it publishes a change to each subscriber, signs
 * every attempt, sends it off the request's path, retries failures with doubling waits on the
 * mock's clock, applies the delivery faults, and keeps every delivery with its attempts.
 */
export class WebhookDeliveries {
  #secret: string | undefined;
  #given: WebhookConfig | undefined;
  readonly #now: () => number;
  readonly #random: RandomSource;
  readonly #fetch: (input: string, init: RequestInit) => Promise<Response>;
  #urls: string[] = [];
  #kept: Pending[] = [];
  #faults: ParsedWebhookFault[] = [];
  // Subscribers with an attempt in flight: one at a time each, so a receiver that never answers
  // holds one bounded attempt, not a pile of them.
  readonly #busy = new Set<string>();
  readonly #idle = new Set<() => void>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #schedule: ((ms: number | undefined) => void) | undefined;
  #generation = 0;

  constructor(
    config: WebhookConfig | undefined,
    now: () => number,
    random: RandomSource,
    fetcher: (input: string, init: RequestInit) => Promise<Response>,
    schedule?: (ms: number | undefined) => void,
  ) {
    this.#schedule = schedule;
    this.#given = config;
    this.#now = now;
    this.#random = random;
    this.#fetch = config?.fetch ?? fetcher;
    this.#urls = [...(config?.urls ?? [])];
  }

  /** The options in force: a mock given none has the defaults, parsed when first needed. */
  get #config(): WebhookConfig {
    this.#given ??= parseOptions(mockWebhookOptionsSchema(), {}, 'webhooks');
    return this.#given;
  }

  /**
   * The secret every delivery is signed with. One the mock makes is drawn when first read: a mock
   * that never publishes (most) does not wake the platform's crypto at creation for it.
   */
  get secret(): string {
    this.#secret ??= this.#config.secret ?? createWebhookSecret();
    return this.#secret;
  }

  /** The subscribers, in the order they subscribed. */
  subscribers(): string[] {
    return [...this.#urls];
  }

  /**
   * Adds a subscriber (again is no error).
   * @throws {TypeError} naming the host, for a URL the mock may not send to;
   *   {MuseumEnvironmentError} when the platform cannot sign deliveries (no `crypto.subtle`).
   */
  subscribe(url: string): void {
    const problem = webhookTargetProblem(url, this.#config.allowHosts);
    if (problem !== undefined) throw new TypeError(`museum mock: webhook ${problem}`);
    requirePlatform(webhookNeeds, 'signing webhook deliveries');
    if (!this.#urls.includes(url)) this.#urls.push(url);
  }

  /** Removes a subscriber; answers whether it was one. Its pending deliveries are not sent. */
  unsubscribe(url: string): boolean {
    const index = this.#urls.indexOf(url);
    if (index === -1) return false;
    this.#urls.splice(index, 1);
    for (const pending of this.#kept) {
      if (pending.delivery.url === url && isOpen(pending)) settle(pending, 'failed');
    }
    return true;
  }

  /** Every delivery kept, oldest first, with its attempts (copies). */
  deliveries(): WebhookDelivery[] {
    return this.#kept.map(({ delivery }) => structuredClone(delivery));
  }

  /** Queues a delivery fault: for every delivery until removed, or for the next `times`. */
  fault(fault: ParsedWebhookFault): void {
    this.#faults.push({ ...fault });
  }

  /** Removes every delivery fault; a delivery already held by `reorder` goes after the next one. */
  clearFaults(): void {
    this.#faults = [];
  }

  /** Publishes a change to every subscriber; sent after the caller returns, never awaited by it. */
  publish(eventId: string, change: WebhookDelivery['change'], body: string): void {
    const now = this.#now();
    for (const url of this.#urls) {
      const fault = this.#takeFault();
      const delivery: WebhookDelivery = {
        webhookId: this.#nextId(),
        url,
        eventId,
        change,
        state: 'pending',
        attempts: [],
      };
      const due = fault?.kind === 'delay' ? now + fault.delay : now;
      if (fault !== undefined) delivery.fault = fault.kind;
      if (fault?.kind === 'drop') delivery.state = 'dropped';
      if (fault?.kind === 'reorder') delivery.state = 'held';
      this.#keep({ delivery, body, due });
      if (fault?.kind === 'duplicate') this.#keep({ delivery: structuredClone(delivery), body, due });
    }
    this.#wake(0);
  }

  /** Sends every delivery that has come due by the mock's clock (a moved clock calls it). */
  flush(): void {
    const now = this.#now();
    for (const pending of this.#kept) {
      const { delivery } = pending;
      if (delivery.state !== 'pending' || pending.due > now || this.#busy.has(delivery.url)) continue;
      void this.#attempt(pending);
    }
    this.#scheduleNext();
    this.#notifyIdle();
  }

  /** Resolves once no attempt is in flight and none is due: for tests that wait for deliveries. */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.#idle.add(resolve);
      this.#notifyIdle();
    });
  }

  /** A copy of what a host keeps to {@link WebhookDeliveries.resume} elsewhere. */
  state(): WebhookState {
    return structuredClone({ urls: this.#urls, kept: this.#kept, faults: this.#faults });
  }

  /** Takes up a kept state (an attempt in flight then goes again: same `webhook-id`); flush() next. */
  resume(state: WebhookState): void {
    ({ urls: this.#urls, kept: this.#kept, faults: this.#faults } = structuredClone(state));
    this.#generation++;
    this.#busy.clear();
  }

  /** Back to the options' subscribers, with no delivery, fault or timer left. */
  reset(config: WebhookConfig | undefined): void {
    this.#given = config;
    this.#urls = [...(config?.urls ?? [])];
    this.#kept = [];
    this.#faults = [];
    this.#generation++;
    this.#busy.clear();
    this.close();
    this.#notifyIdle();
  }

  /** Stops the timer: nothing more is sent until the next publish or flush. */
  close(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#schedule?.(undefined);
  }

  async #attempt(pending: Pending): Promise<void> {
    const { delivery, body } = pending;
    const generation = this.#generation;
    this.#busy.add(delivery.url);
    // A delivery held back by `reorder` goes right after the next one to its subscriber starts.
    for (const held of this.#kept) {
      if (held.delivery.state === 'held' && held.delivery.url === delivery.url && held !== pending) {
        held.delivery.state = 'pending';
        held.due = this.#now();
      }
    }
    const fault = delivery.fault;
    const timestamp = Math.floor(Date.now() / 1000) - (fault === 'stale-timestamp' ? staleSeconds : 0);
    // A bad signature is a genuine signature under another key: the receiver's check must fail.
    const key = fault === 'bad-signature' ? createWebhookSecret() : this.secret;
    const signature = await signWebhook({ id: delivery.webhookId, timestamp, body }, key);
    const result = await sendWebhook(
      this.#fetch,
      {
        url: delivery.url,
        body,
        headers: {
          [webhookHeaders.id]: delivery.webhookId,
          [webhookHeaders.timestamp]: String(timestamp),
          [webhookHeaders.signature]: signature,
        },
      },
      this.#config.timeout,
    );
    if (generation !== this.#generation) return;
    this.#busy.delete(delivery.url);
    const attempt = delivery.attempts.length + 1;
    delivery.attempts.push({ attempt, webhookId: delivery.webhookId, ...result });
    if (delivery.state === 'pending') {
      if (result.error === undefined) settle(pending, 'delivered');
      else if (attempt >= this.#config.maxAttempts) settle(pending, 'failed');
      else {
        pending.due = this.#now() + this.#config.retryDelay * 2 ** (attempt - 1);
        delivery.nextAttemptAt = new Date(pending.due).toISOString();
      }
    }
    this.flush();
  }

  #keep(pending: Pending): void {
    if (pending.delivery.state === 'pending')
      pending.delivery.nextAttemptAt = new Date(pending.due).toISOString();
    this.#kept.push(pending);
    if (this.#kept.length > keptDeliveries) {
      const finished = this.#kept.findIndex((kept) => !isOpen(kept));
      this.#kept.splice(finished === -1 ? 0 : finished, 1);
    }
  }

  #takeFault(): ParsedWebhookFault | undefined {
    const [fault] = this.#faults;
    // Without `times` a fault stays, first in line, until removed.
    if (fault === undefined || fault.times === undefined) return fault;
    fault.times--;
    if (fault.times <= 0) this.#faults.shift();
    return fault;
  }

  #nextId(): string {
    const hex = (n: number) => n.toString(16).padStart(8, '0');
    return `msg_${hex(this.#random.next())}${hex(this.#random.next())}`;
  }

  /** Wakes the sender after `ms` real milliseconds (the host's scheduler's, or a timer's). */
  #wake(ms: number): void {
    if (this.#schedule !== undefined) return void this.#schedule(ms);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.flush();
    }, ms);
    // A pending retry must not keep a test process or a stopping server alive.
    (this.#timer as { unref?: () => void }).unref?.();
  }

  /** Sets the timer for the soonest pending delivery; on a clock that stands still, travel sends it. */
  #scheduleNext(): void {
    const next = Math.min(
      ...this.#kept.filter(({ delivery }) => delivery.state === 'pending').map(({ due }) => due),
    );
    if (Number.isFinite(next)) this.#wake(Math.min(Math.max(0, next - this.#now()), 2_147_483_647));
    else this.close();
  }

  #notifyIdle(): void {
    if (this.#idle.size === 0 || this.#busy.size > 0) return;
    const now = this.#now();
    if (this.#kept.some(({ delivery, due }) => delivery.state === 'pending' && due <= now)) return;
    for (const resolve of this.#idle) resolve();
    this.#idle.clear();
  }
}

function isOpen({ delivery }: Pending): boolean {
  return delivery.state === 'pending' || delivery.state === 'held';
}

function settle(pending: Pending, state: 'delivered' | 'failed'): void {
  pending.delivery.state = state;
  delete pending.delivery.nextAttemptAt;
}
