// `museum-mock pact`: a Pact file from a HAR saved from a real server's `GET /__admin/journal.har`,
// which must be the pact the server itself exports (`GET /__admin/journal.pact`); and a clear
// refusal, exit 2, of a missing, unreadable or invalid HAR and of bad flags.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MuseumServer, startMuseumServer } from '@museum-api/mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { basic, newEvent } from '../../../mock/test/fixtures.ts';
import { runCli } from '../../src/cli/run-cli.ts';
import { killStartedClis, startCli } from '../spawn-cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'museum-cli-pact-'));
let server: MuseumServer;
let serverPact: unknown;

beforeAll(async () => {
  server = await startMuseumServer({ admin: true, clock: '2026-12-01T10:00:00Z', randomSeed: 'cli-pact' });
  const headers = { Authorization: basic(), 'Content-Type': 'application/json' };
  const created = await fetch(`${server.url}/special-events`, {
    method: 'POST',
    headers,
    body: JSON.stringify(newEvent({ dates: ['2026-12-04'] })),
  });
  const { eventId } = (await created.json()) as { eventId: string };
  await fetch(`${server.url}/special-events?startDate=2026-12-01&endDate=2026-12-07`, { headers });
  const bought = await fetch(`${server.url}/tickets`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      ticketType: 'event',
      eventId,
      ticketDate: '2026-12-04',
      email: 'ada@example.test',
    }),
  });
  const { ticketId } = (await bought.json()) as { ticketId: string };
  await (await fetch(`${server.url}/tickets/${ticketId}/qr`, { headers })).arrayBuffer();
  writeFileSync(join(folder, 'museum.har'), await (await fetch(`${server.adminUrl}/journal.har`)).text());
  serverPact = await (await fetch(`${server.adminUrl}/journal.pact?consumer=web`)).json();
});
afterEach(killStartedClis);
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['pact', ...argv], {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    signals: { once: () => undefined },
    cwd: folder,
  });
  return { code, stdout, stderr };
}

describe('museum-mock pact', () => {
  it("prints the pact of a saved HAR, the server's own export of that journal", async () => {
    const cli = startCli(['pact', 'museum.har', '--consumer', 'web', '--today', '2026-12-01'], folder);
    expect(await cli.exit).toBe(0);
    expect(cli.errors()).toBe('');
    const pact = JSON.parse(cli.output()) as { interactions: { description: string }[] };
    expect(pact).toEqual(serverPact);
    expect(pact.interactions.map(({ description }) => description)).toEqual([
      'createSpecialEvent answers 201',
      'listSpecialEvents answers 200',
      'buyMuseumTickets answers 201',
      'getTicketCode answers 200',
    ]);
  }, 30_000);

  it('writes it to --out, naming the provider given', async () => {
    const { code, stdout } = await run(
      'museum.har',
      '--consumer',
      'web',
      '--provider',
      'museum',
      '--out',
      'web.json',
      '--today',
      '2026-12-01',
    );
    expect(code).toBe(0);
    expect(stdout).toBe('Wrote web.json: 4 interactions between web and museum\n');
    expect(JSON.parse(readFileSync(join(folder, 'web.json'), 'utf8'))).toEqual({
      ...(serverPact as object),
      provider: { name: 'museum' },
    });
  });

  it('refuses a missing, unreadable or invalid HAR and bad flags with exit 2, saying why', async () => {
    writeFileSync(join(folder, 'broken.har'), '{"log": ');
    writeFileSync(join(folder, 'other.json'), '{"events": []}');
    const refusals = [
      [['nope.har', '--consumer', 'web'], 'cannot read nope.har: no such file'],
      [[folder, '--consumer', 'web'], `cannot read ${folder}: EISDIR`],
      [['broken.har', '--consumer', 'web'], 'broken.har is not JSON: '],
      [['other.json', '--consumer', 'web'], 'other.json: Not a HAR log: it has no log.entries list'],
      [['museum.har'], '--consumer is required'],
      [['--consumer', 'web'], 'pact needs the HAR file, e.g. museum-mock pact museum.har --consumer web'],
      [
        ['museum.har', '--consumer', ' '],
        '--consumer must name the consumer, as the broker knows it, got " "',
      ],
      [
        ['museum.har', '--consumer', 'web', '--today', 'Monday'],
        '--today must be a date such as 2026-12-01, got "Monday"',
      ],
      [['museum.har', '--consumer', 'web', '--color'], "Unknown option '--color'"],
    ] as const;
    for (const [argv, reason] of refusals) {
      const { code, stdout, stderr } = await run(...argv);
      expect([code, stdout], argv.join(' ')).toEqual([2, '']);
      expect(stderr).toContain(`museum-mock pact: ${reason}`);
    }
    const help = await run('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: museum-mock pact <file.har> --consumer <name> \[options\]/);
    expect(help.stdout).toContain('--provider <name>');
  });
});
