import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod';
import type { MuseumServerOptions, MuseumServerOptionsSchema } from './museum-server-options.ts';

describe('the server options schema is the public options type', () => {
  it('takes exactly MuseumServerOptions', () => {
    expectTypeOf<z.input<typeof MuseumServerOptionsSchema>>().toEqualTypeOf<MuseumServerOptions>();
  });
});
