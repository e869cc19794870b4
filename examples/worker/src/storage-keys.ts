/**
 * A storage key that sorts as the number it ends in: Durable Object storage lists keys in string
 * order, so the journal's entries and the store's records come back in the order they were made.
 *
 * @example
 * ```ts
 * sequenceKey('ticket:', 7); // 'ticket:000000000000007'
 * ```
 */
export function sequenceKey(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(15, '0')}`;
}
