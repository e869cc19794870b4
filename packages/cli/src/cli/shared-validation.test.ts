import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMuseumServer } from '@museum-api/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli-args.ts';
import { loadMockConfig } from './load-mock-config.ts';
import { defineMockConfig } from './mock-config.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'museum-options-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The refusal of a config file holding `config`, as the CLI reports it. */
async function configRefusal(config: object): Promise<string> {
  await writeFile(join(dir, 'museum-mock.config.json'), JSON.stringify(config));
  return loadMockConfig('museum-mock.config.json', dir).then(
    () => 'loaded',
    (error: Error) => error.message,
  );
}

describe('a flag, a config key and an option of one setting', () => {
  it.each([
    ['--max-sessions', '-1', { maxSessions: -1 }, 'maxSessions', 'must be a whole number >= 0'],
    ['--port', '70000', { port: 70_000 }, 'port', 'must be a whole number from 0 to 65535'],
    ['--max-tickets', '1.5', { maxTickets: 1.5 }, 'maxTickets', 'must be a whole number >= 1'],
    ['--session-ttl', '0', { sessionTtl: 0 }, 'sessionTtl', 'must be at least 1ms'],
    ['--api-version', '2.0', { apiVersion: '2.0' }, 'apiVersion', "must be one of '1.1', '1.2'"],
    [
      '--webhook-attempts',
      '0',
      { webhooks: { maxAttempts: 0 } },
      'webhooks.maxAttempts',
      'must be a whole number >= 1',
    ],
  ])('refuse %s %s in the same words', async (flag, text, config, field, words) => {
    expect(() => parseCliArgs([`${flag}=${text}`])).toThrow(`${flag} ${words}, got "${text}"`);
    expect(await configRefusal(config)).toContain(`: ${field}: ${words}`);
    await expect(startMuseumServer({ port: 0, ...config } as never)).rejects.toThrow(
      `museum mock: \`${field}\` ${words}`,
    );
  });
});

describe('an unknown option', () => {
  it('is a type error in defineMockConfig and refused when a config file holds it', async () => {
    // @ts-expect-error `prot` is no option: defineMockConfig is not generic, so the literal is checked
    const config = defineMockConfig({ port: 4010, prot: 4011 });
    expect(await configRefusal(config)).toMatch(
      /^museum-mock\.config\.json: prot: unknown field \(known: port, /,
    );
  });
});

describe('a function-valued option', () => {
  it('is checked to be a function wherever it is given', async () => {
    expect(await configRefusal({ proxy: { baseUrl: 'https://x.test/v1.1', fetch: 'fetch' } })).toContain(
      'proxy.fetch: must be a function',
    );
    await expect(startMuseumServer({ port: 0, webhooks: { fetch: 42 as never } })).rejects.toThrow(
      'museum mock: `webhooks.fetch` must be a function',
    );
  });
});
