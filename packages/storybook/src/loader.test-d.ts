import type { MuseumMock } from '@museum-api/mock';
import { definePreview, type Parameters, type StoryContext } from 'storybook/internal/csf';
import { describe, expectTypeOf, it } from 'vitest';
import type { MuseumStoryParameters } from './create-story-mock.ts';
import { museumLoader } from './loader.ts';

describe('@museum-api/storybook types', () => {
  it('types parameters.museum and context.museum for every story', () => {
    expectTypeOf<Parameters['museum']>().toEqualTypeOf<MuseumStoryParameters | undefined>();
    expectTypeOf<StoryContext['museum']>().toEqualTypeOf<MuseumMock>();
  });

  it('takes the five story settings and rejects what the mock does not know', () => {
    const parameters: Parameters = {
      museum: {
        scenario: 'closed',
        seed: 'empty',
        faults: [
          { operation: 'listSpecialEvents', status: 503, times: 2 },
          { operation: '*', delay: 300 },
        ],
        clock: '2026-12-01T10:00:00Z',
        latency: [100, 300],
      },
    };
    expectTypeOf(parameters).not.toBeAny();
    // @ts-expect-error an operation the API does not have
    const unknownOperation: Parameters = { museum: { faults: [{ operation: 'buyTickets', status: 503 }] } };
    // @ts-expect-error latency is milliseconds or a [min, max] range
    const wordyLatency: Parameters = { museum: { latency: 'slow' } };
    expectTypeOf([unknownOperation, wordyLatency]).toBeArray();
  });

  it('fits a CSF Next preview as it fits a CSF 3 one', () => {
    const preview = definePreview({ loaders: [museumLoader({ randomSeed: 'stories' })] });
    expectTypeOf(preview.input.loaders).not.toBeAny();
  });
});
