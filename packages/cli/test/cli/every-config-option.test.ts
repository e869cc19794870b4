// Every field of a museum-mock config file, proven to work there: for each field of the config
// schema (startMuseumServer's options plus `quiet`), `museum-mock --config <file>` with that
// field starts and stops cleanly, and the file gives the same options as the same config in code.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startMuseumServer } from '@museum-api/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMockConfig } from '../../src/cli/load-mock-config.ts';
import { runCli } from '../../src/cli/run-cli.ts';
import { defineMockConfig, MuseumMockConfigSchema } from '../../src/index.ts';
import { samples, stateFile } from './config-files/every-option.ts';

const fields = Object.keys(MuseumMockConfigSchema.shape);
/** The fields whose sample is plain data, which a `.json` config file can hold. */
const dataFields = fields.filter((field) => {
  const sample = samples[field as keyof typeof samples];
  return (
    JSON.stringify(JSON.parse(JSON.stringify(sample))) === JSON.stringify(sample) && !hasFunction(sample)
  );
});

function hasFunction(value: unknown): boolean {
  if (typeof value === 'function') return true;
  return typeof value === 'object' && value !== null && Object.values(value).some(hasFunction);
}
const samplesUrl = pathToFileURL(join(import.meta.dirname, 'config-files', 'every-option.ts')).href;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'museum-every-option-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${stateFile}${suffix}`, { force: true });
});

/** A config file whose default export is the sample of `field` (functions and all). */
function configFile(field: string): string {
  const file = join(dir, `${field}.config.mjs`);
  writeFileSync(
    file,
    `import { samples } from ${JSON.stringify(samplesUrl)};\nexport default samples[${JSON.stringify(field)}];\n`,
  );
  return file;
}

/** Runs `museum-mock --config <file> --port 0` in process until it listens, then stops it. */
async function serveOnce(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const stops: (() => void)[] = [];
  const exit = runCli(['--config', file, '--port', '0'], {
    stdout: { write: (text) => (stdout += text) },
    stderr: { write: (text) => (stderr += text) },
    signals: { once: (_signal, listener) => stops.push(listener) },
    cwd: dir,
  });
  const listening = (async () => {
    while (!stdout.includes('listening on')) await new Promise((resolve) => setTimeout(resolve, 10));
    stops[0]?.();
  })();
  const code = await Promise.race([exit, listening.then(() => exit)]);
  return { code, stdout, stderr };
}

describe('every field of the config schema works in a config file', () => {
  it('has a sample for each field, and each sample sets its field', () => {
    expect(Object.keys(samples).sort()).toEqual([...fields].sort());
    for (const field of fields) expect(samples[field as keyof typeof samples]).toHaveProperty(field);
  });

  it.each(fields)('%s: museum-mock --config starts with it and stops cleanly', async (field) => {
    const { code, stdout, stderr } = await serveOnce(configFile(field));
    expect(stderr).toBe('');
    expect(stdout).toContain(`options from ${join(dir, `${field}.config.mjs`)}`);
    expect(code).toBe(0);
  });

  it.each(dataFields)('%s: a .json config file holds it as well', async (field) => {
    const file = join(dir, `${field}.config.json`);
    writeFileSync(file, JSON.stringify(samples[field as keyof typeof samples]));
    const { code, stdout, stderr } = await serveOnce(file);
    expect(stderr).toBe('');
    expect(stdout).toContain(`options from ${file}`);
    expect(code).toBe(0);
  });

  it.each(fields)('%s: the file gives the options the same config gives in code', async (field) => {
    const sample = samples[field as keyof typeof samples];
    const found = await loadMockConfig(configFile(field), dir);
    expect(found?.config).toBe(sample);
    expect(MuseumMockConfigSchema.parse(found?.config)).toEqual(
      MuseumMockConfigSchema.parse(defineMockConfig(sample)),
    );
    // And the server takes the same config in code.
    const { quiet: _quiet, ...options } = sample;
    const server = await startMuseumServer({ ...options, port: 0 });
    await server.close();
  });
});
