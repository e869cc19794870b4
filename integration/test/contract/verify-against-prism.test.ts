// verify against a server that knows only the published description: Stoplight Prism serving
// 1.1.1 and 1.2.1 statically. The spec level passes but for Prism's own slip (its ticket image is
// the six bytes `string` sent as image/png), and each domain failure names the rule it breaks.
// Prism's helper is the client's (one helper for every package's Prism tests).

import { type VerifyResult, verifyMuseumApi } from '@museum-api/contract';
import type { MuseumApiVersion, MuseumContractLevel } from '@museum-api/core';
import { startMuseumServer } from '@museum-api/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrismServer, publishedSpec, startPrism } from '../../../packages/client/test/prism-server.ts';

const files: Record<MuseumApiVersion, string> = {
  '1.1': 'museum-openapi-1.1.1.yaml',
  '1.2': 'museum-openapi-1.2.1.yaml',
};
const failedIds = (result: VerifyResult) =>
  result.checks.filter((check) => check.status === 'failed').map((check) => check.id);
/** One line of figures per run, for the record: checks run (not skipped), passed, failed. */
const figures = (server: string, result: VerifyResult) => {
  const { passed, failed, skipped } = result.summary;
  console.info(
    `verify ${server} ${result.apiVersion} --level ${result.level}: ${passed + failed} run, ${passed} passed, ${failed} failed, ${skipped} skipped`,
  );
};

describe.skipIf(!publishedSpec.found).each(['1.1', '1.2'] as const)(
  'verify against static Prism serving %s',
  { timeout: 90_000 },
  (apiVersion) => {
    let prism: PrismServer;
    beforeAll(async () => {
      prism = await startPrism(files[apiVersion]);
    }, 90_000);
    afterAll(() => prism?.close());

    const run = (level: MuseumContractLevel) =>
      verifyMuseumApi(prism.url, { level, apiVersion, allowPurchases: true, timeout: 5000 });

    it('passes the spec level but for the ticket image, which it names', async () => {
      const result = await run('spec');
      figures('Prism (static)', result);
      expect(failedIds(result)).toEqual(['operation.getTicketCode']);
      const image = result.checks.find((check) => check.id === 'operation.getTicketCode');
      const messages = image?.failures.map((failure) => failure.message) ?? [];
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) {
        expect(message).toMatch(/image\/png but is not a PNG \(6 bytes "string", no PNG signature\)/);
      }
    });

    it('fails at the domain level, each failure under the rule its check states, and runs no house check', async () => {
      const result = await run('domain');
      figures('Prism (static)', result);
      const failed = result.checks.filter((check) => check.status === 'failed');
      // Prism answers every write with its example: the rules that a write reads back fail.
      expect(failedIds(result)).toEqual(
        expect.arrayContaining(['operation.createSpecialEvent', 'rule.created-event-reads-back']),
      );
      for (const check of failed) {
        expect(['spec', 'domain']).toContain(check.level);
        expect(check.title).toMatch(/\w+ \w+/);
        expect(check.failures.length).toBeGreaterThan(0);
      }
      expect(result.checks.some((check) => check.level === 'house')).toBe(false);
    });

    it('fails house checks at the house level: it keeps none of this project’s decisions', async () => {
      const result = await run('house');
      figures('Prism (static)', result);
      const failed = result.checks.filter((check) => check.status === 'failed');
      expect(failed.some((check) => check.level === 'house')).toBe(true);
    });
  },
);

describe.each(['1.1', '1.2'] as const)(
  'verify against our mock speaking %s',
  { timeout: 60_000 },
  (apiVersion) => {
    it.each(['spec', 'domain', 'house'] as const)('passes every check at the %s level', async (level) => {
      const server = await startMuseumServer({ apiVersion, port: 0 });
      try {
        const result = await verifyMuseumApi(server.url, { level, apiVersion, allowPurchases: true });
        figures('our mock', result);
        expect(failedIds(result)).toEqual([]);
        expect(result.summary.failed).toBe(0);
      } finally {
        await server.close();
      }
    });
  },
);
