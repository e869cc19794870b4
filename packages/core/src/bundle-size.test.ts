import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// Apps bundle core's schemas into browsers (the client's validating entry, the mock's service
// worker). `import { z } from 'zod'` pulls the whole `z` namespace object, every locale of zod's
// error messages included (about 93 kB gzip for one schema); `import * as z from 'zod'` lets the
// bundler keep only what is used (about 25 kB). These tests keep core on the second form.
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
  // Files the bundler read but shook out entirely contribute no bytes; only count what ships.
  const shipped = Object.values(result.metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs).flatMap(([input, { bytesInOutput }]) => (bytesInOutput > 0 ? [input] : [])),
  );
  return { inputs: shipped, gzip: gzipSync(code, { level: 9 }).length };
}

describe('browser bundle of core schemas', () => {
  it('carries none of the zod locales it does not use', async () => {
    const { inputs } = await bundle("export { TicketPurchaseSchema } from './index.ts';");
    expect(inputs.some((input) => input.includes('zod'))).toBe(true);
    expect(inputs.filter((input) => /zod\/.*locales\/(?!en\.)/.test(input))).toEqual([]);
  });

  it('keeps every schema of the API under 40 kB gzip', async () => {
    const { gzip } = await bundle(
      "export { NewSpecialEventSchema, SpecialEventPatchSchema, TicketPurchaseSchema, TicketConfirmationSchema, ProblemDetailsSchema, MuseumDaySchema } from './index.ts';",
    );
    expect(gzip).toBeLessThan(40_000);
  });
});
