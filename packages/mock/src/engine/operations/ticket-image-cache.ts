import type { Ticket } from '@museum-api/core';

/** Draws a ticket as PNG bytes: core's `renderTicketImage`. */
export type RenderTicketImage = (ticket: Ticket) => Uint8Array;

/** A rendered ticket image with the validator a client caches it by. */
export interface TicketImage {
  bytes: Uint8Array<ArrayBuffer>;
  /** Strong entity tag: the same ticket content always has the same tag and the same bytes. */
  etag: string;
}

/** Rendered ticket images keyed by what they show, bounded by bytes (LRU), shared by the process. */
export class TicketImageCache {
  readonly #maxBytes: number;
  readonly #render: RenderTicketImage;
  readonly #images = new Map<string, TicketImage>();
  #bytes = 0;

  constructor(maxBytes: number, render: RenderTicketImage) {
    this.#maxBytes = maxBytes;
    this.#render = render;
  }

  /** Bytes held now; never more than the bound. */
  get size(): number {
    return this.#bytes;
  }

  /** Images held now. */
  get count(): number {
    return this.#images.size;
  }

  /** The image of `ticket`, rendered on first request and kept while it fits. */
  get(ticket: Ticket): TicketImage {
    const key = [
      ticket.ticketId,
      ticket.confirmationCode,
      ticket.ticketType,
      ticket.ticketDate,
      ticket.eventName ?? '',
    ]
      .join('\u0000')
      .toLowerCase();
    const found = this.#images.get(key);
    if (found !== undefined) {
      // Move to the end: the Map's order is least recently used first.
      this.#images.delete(key);
      this.#images.set(key, found);
      return found;
    }
    const bytes = this.#render(ticket) as Uint8Array<ArrayBuffer>;
    const image = { bytes, etag: `"${fnv1a(key)}-${bytes.byteLength.toString(36)}"` };
    if (bytes.byteLength <= this.#maxBytes) {
      this.#images.set(key, image);
      this.#bytes += bytes.byteLength;
      for (const [oldest, { bytes: old }] of this.#images) {
        if (this.#bytes <= this.#maxBytes) break;
        this.#images.delete(oldest);
        this.#bytes -= old.byteLength;
      }
    }
    return image;
  }
}

/** 32-bit FNV-1a of the text's UTF-16 units, as 8 hex digits: enough to tell tickets apart in a tag. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

let shared: Promise<TicketImageCache> | undefined;

/** The process's 8 MiB image cache; the renderer loads with the first image, not at start-up. */
export function ticketImages(): Promise<TicketImageCache> {
  shared ??= import('@museum-api/core/ticket-image').then(
    ({ renderTicketImage }) => new TicketImageCache(8 * 1024 * 1024, renderTicketImage),
    (error: unknown) => {
      // Not kept: the next image asked for tries the import again.
      shared = undefined;
      throw error;
    },
  );
  return shared;
}

/** Whether `If-None-Match` names `etag` (or is `*`), by RFC 9110's weak comparison. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false;
  const opaque = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}
