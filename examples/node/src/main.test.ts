import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const main = fileURLToPath(new URL('main.ts', import.meta.url));

test('the main job runs from source, narrates the tour and leaves a PNG ticket behind', async () => {
  const outDir = await mkdtemp(join(tmpdir(), 'museum-main-'));
  try {
    // Exactly what `pnpm start` runs, on the same Node that runs this test.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--conditions=@museum-api/source', main, '--out-dir', outDir],
      { timeout: 25_000 },
    );
    expect(stdout).toMatch(/^Museum mock listening on http:\/\/127\.0\.0\.1:\d+\/v1\.1$/m);
    expect(stdout).toMatch(/^General ticket for \d{4}-\d{2}-\d{2}: \S+$/m);
    expect(stdout).toMatch(/^Events page 2: /m);
    expect(stdout).toMatch(/^Deleted it; reading it back answers 404: /m);
    expect(stdout).toMatch(/^The mock handled \d+ requests\. Done\.$/m);
    const [file, ...others] = await readdir(outDir);
    expect(others).toEqual([]);
    expect(stdout).toContain(`Saved the ticket with its QR code to ${join(outDir, file ?? '')}`);
    const png = await readFile(join(outDir, file ?? ''));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
});
