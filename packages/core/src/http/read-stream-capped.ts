/**
 * Reads a body stream whole, and stops at `maxBytes`: past it the stream is cancelled, without
 * reading further, and the error `tooLarge` makes is thrown. The caller words the refusal (the
 * mock answers 413, the verifier reports an oversized answer).
 *
 * @throws whatever `tooLarge(maxBytes)` returns, once the body is longer than `maxBytes`.
 * @example
 * ```ts
 * const bytes = await readStreamCapped(response.body, 64 * 1024, (max) => new RangeError(`over ${max} bytes`));
 * ```
 */
export async function readStreamCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  tooLarge: (maxBytes: number) => Error,
): Promise<Uint8Array> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        // Stop the upload rather than buffering the rest of a body we will refuse anyway. Not
        // awaited: an intercepted request's stream may settle its cancel only after the answer.
        reader.cancel().catch(() => {});
        throw tooLarge(maxBytes);
      }
      chunks.push(value);
    }
  } finally {
    try {
      reader.releaseLock();
    } catch {
      // Already released by the cancel above.
    }
  }
  return joinChunks(chunks, total);
}

/**
 * The chunks of a body as one byte array (the only chunk itself when there is one).
 *
 * @example
 * ```ts
 * joinChunks([new Uint8Array([1]), new Uint8Array([2])], 2); // Uint8Array [1, 2]
 * ```
 */
export function joinChunks(chunks: readonly Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
