import { describe, expect, it } from 'vitest';
import { joinChunks, readStreamCapped } from './read-stream-capped.ts';

function streamOf(chunks: number[][], onCancel: () => void = () => {}): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream({
    pull(controller) {
      const chunk = chunks[next++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(new Uint8Array(chunk));
    },
    cancel: onCancel,
  });
}

const tooLarge = (max: number) => new RangeError(`over ${max} bytes`);

describe('readStreamCapped', () => {
  it('reads a body whole, chunks joined in order', async () => {
    expect([...(await readStreamCapped(streamOf([[1, 2], [3], [4, 5]]), 5, tooLarge))]).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('reads no body as no bytes', async () => {
    expect((await readStreamCapped(null, 5, tooLarge)).byteLength).toBe(0);
  });

  it("throws the caller's error past the cap and cancels the stream without reading on", async () => {
    let cancelled = false;
    const stream = streamOf([[1, 2, 3], [4, 5, 6], [7]], () => {
      cancelled = true;
    });
    await expect(readStreamCapped(stream, 4, tooLarge)).rejects.toThrow(new RangeError('over 4 bytes'));
    expect(cancelled).toBe(true);
  });
});

describe('joinChunks', () => {
  it('gives the only chunk itself, and copies several into one array', () => {
    const only = new Uint8Array([9]);
    expect(joinChunks([only], 1)).toBe(only);
    expect([...joinChunks([new Uint8Array([1]), new Uint8Array([2, 3])], 3)]).toEqual([1, 2, 3]);
  });
});
