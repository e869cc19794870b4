// A host whose sessions restart (examples/worker's Durable Objects) saves the active faults as
// data (`runtime.interventions.faults()`) and puts them back (`runtime.resumeFaults`): the same
// ids, the uses they had left, and later faults numbered after every id handed out before.
import { describe, expect, it } from 'vitest';
import { createMockRuntime } from '../../../src/host.ts';
import { basic, now } from '../../fixtures.ts';

const options = { clock: now, randomSeed: 'faults' };
const statusOf = async (runtime: ReturnType<typeof createMockRuntime>, path: string) =>
  (await runtime.mock.fetch(`http://museum.test/v1.1${path}`, { headers: { Authorization: basic() } }))
    .status;

describe('faults saved and resumed', () => {
  it('come back with their ids and remaining uses, through JSON, without the overrides', async () => {
    const before = createMockRuntime(options, { anyOrigin: true });
    before.mock.fault('getMuseumHours', { status: 503, retryAfter: 2 }, { times: 3 });
    before.mock.override('listSpecialEvents', () => Response.json([]));
    before.mock.fault('*', { status: 500 }, { times: 'always', probability: 0.5 });
    before.mock.fault('listSpecialEvents', { status: 429 }, { times: 1 });
    before.mock.fault('getMuseumHours', { networkError: true }).remove();
    expect(await statusOf(before, '/special-events')).toBe(429);

    const kept = JSON.parse(JSON.stringify(before.interventions.faults()));
    const always = { id: 'fault-2', target: '*', fault: { status: 500 }, times: 'always', probability: 0.5 };
    expect(kept).toEqual({
      numbered: 4,
      active: [
        {
          id: 'fault-1',
          target: 'getMuseumHours',
          fault: { status: 503, retryAfter: 2 },
          times: 3,
          probability: 1,
        },
        always,
      ],
    });

    const after = createMockRuntime(options, { anyOrigin: true });
    after.resumeFaults(kept);
    expect(after.interventions.faults()).toEqual(kept);
    // The newest is asked first: the one at half the requests, then the counted one, until used up.
    const statuses: number[] = [];
    for (let request = 0; request < 12; request += 1) statuses.push(await statusOf(after, '/museum-hours'));
    expect(statuses.filter((status) => status === 503)).toHaveLength(3);
    expect(statuses.filter((status) => status === 500).length).toBeGreaterThan(0);
    expect(after.interventions.faults().active).toEqual([always]);
    expect(after.mock.fault('getMuseumHours', { delay: 1 }).id).toBe('fault-5');
    expect(after.mock.removeFault('fault-2')).toBe(true);
  });
});
