import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod';
import type { MuseumMockConfig, MuseumMockConfigSchema } from './mock-config.ts';

describe('the config file schema is the public config type', () => {
  it('reads a config file as exactly MuseumMockConfig', () => {
    expectTypeOf<z.input<typeof MuseumMockConfigSchema>>().toEqualTypeOf<MuseumMockConfig>();
  });
});
