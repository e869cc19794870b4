import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// Apps bundle core's schemas into browsers (the client's validating entry, the mock's service
// worker), through the `@museum-api/core/schemas` entry. Three things keep that bundle small, and
// these tests hold each one: the schemas are written in zod/mini, whose unused functions a bundler
// drops (zod's chained API costs about 31 kB gzip for the same schemas, `import { z } from 'zod'`
// about 93 kB with every locale); only the English locale comes along; and the entry reaches
// neither the store nor the ticket renderer, whose CommonJS QR and PNG libraries a bundler keeps
// once they are imported.
async function bundle(contents: string) {
  const result = await build({
    stdin: { contents, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const outputs = Object.values(result.metafile.outputs);
  // Files the bundler read but shook out entirely contribute no bytes; only count what ships.
  const shipped = outputs.flatMap((output) =>
    Object.entries(output.inputs).flatMap(([input, { bytesInOutput }]) => (bytesInOutput > 0 ? [input] : [])),
  );
  return { read: Object.keys(result.metafile.inputs), shipped, gzip: gzipSync(code, { level: 9 }).length };
}

const everySchema =
  "export { NewSpecialEventSchema, SpecialEventPatchSchema, SpecialEventSchema, SpecialEventListSchema, ListSpecialEventsQuerySchema, TicketPurchaseSchema, TicketConfirmationSchema, ProblemDetailsSchema, MuseumDaySchema, MuseumHoursSchema, MuseumHoursQuerySchema, MuseumDomainError } from './schemas.ts';";

describe('browser bundle of core schemas', () => {
  it('carries the English locale of zod and none of the others', async () => {
    const { shipped } = await bundle("export { TicketPurchaseSchema } from './schemas.ts';");
    expect(shipped.filter((input) => /zod\/.*locales\/en\./.test(input))).toHaveLength(1);
    expect(shipped.filter((input) => /zod\/.*locales\/(?!en\.|index\.)/.test(input))).toEqual([]);
  });

  it('carries none of the chained zod API', async () => {
    const { shipped } = await bundle(everySchema);
    expect(shipped.some((input) => input.includes('zod/v4/mini'))).toBe(true);
    expect(shipped.filter((input) => input.includes('zod/v4/classic'))).toEqual([]);
  });

  it('keeps every schema of the API, with the error that reports them, under 15 kB gzip', async () => {
    const { gzip } = await bundle(everySchema);
    // 13.9 kB when written (zod/mini's core about 10 kB of it); the chained API made it 31 kB.
    expect(gzip).toBeLessThan(15_000);
  });

  it('reaches neither the store nor the ticket renderer from the schemas entry', async () => {
    const { read } = await bundle("export * from './schemas.ts';");
    expect(read.filter((input) => /qrcode|fast-png|ticket-image|museum-store/.test(input))).toEqual([]);
  });

  it('reaches no QR or PNG library from the root entry, which leaves the renderer to its own entry', async () => {
    const { read } = await bundle("export * from './index.ts';");
    expect(read.filter((input) => /qrcode|fast-png|fflate|render-ticket-image/.test(input))).toEqual([]);
    const drawn = await bundle("export { renderTicketImage } from './ticket-image.ts';");
    expect(drawn.shipped.filter((input) => /qrcode|fast-png/.test(input)).length).toBeGreaterThan(0);
  });

  it('still exports the schemas from the root entry, without the renderer when unused', async () => {
    const { shipped } = await bundle("export { TicketPurchaseSchema } from './index.ts';");
    expect(shipped.some((input) => input.includes('schemas/ticket.ts'))).toBe(true);
    expect(shipped.filter((input) => /qrcode|fast-png|ticket-image/.test(input))).toEqual([]);
  });
});
