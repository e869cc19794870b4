/**
 * A new idempotency key: a random RFC 9562 version 4 UUID, what the client sends by default.
 * Make one yourself when a purchase must stay the same logical call beyond one `buyMuseumTickets`, say
 * across a page reload: keep it with the checkout and pass it as `idempotencyKey`.
 *
 * Not `crypto.randomUUID()`: browsers offer that only on secure origins (https, localhost), and
 * a kiosk on a plain-http intranet page must still get a key.
 *
 * @example
 * ```ts
 * const checkoutKey = sessionStorage.getItem('checkout') ?? createIdempotencyKey();
 * sessionStorage.setItem('checkout', checkoutKey);
 * await client.buyMuseumTickets(purchase, { idempotencyKey: checkoutKey });
 * ```
 */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => (byte | 256).toString(16).slice(1)).join('');
  return hex.replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}
