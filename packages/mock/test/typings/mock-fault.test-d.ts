import { describe, expectTypeOf, it } from 'vitest';
import { createMuseumMock, type MockFault } from '../../src/index.ts';

describe('MockFault', () => {
  it('takes each kind of fault with its own fields', () => {
    expectTypeOf({ status: 503, retryAfter: 5, problem: { detail: 'down' } } as const).toExtend<MockFault>();
    expectTypeOf({ networkError: true } as const).toExtend<MockFault>();
    expectTypeOf({ answerLost: true } as const).toExtend<MockFault>();
    expectTypeOf({ delay: 100 } as const).toExtend<MockFault>();
  });

  it('refuses two kinds at once, and a status field without a status', () => {
    expectTypeOf({ status: 503, delay: 100 } as const).not.toExtend<MockFault>();
    expectTypeOf({ networkError: true, answerLost: true } as const).not.toExtend<MockFault>();
    expectTypeOf({ delay: 100, retryAfter: 5 } as const).not.toExtend<MockFault>();
    const mock = createMuseumMock();
    // @ts-expect-error: one kind of failure per fault, as the run-time check says
    mock.fault('listSpecialEvents', { status: 503, delay: 100 });
  });
});
