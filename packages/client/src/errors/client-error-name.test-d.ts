import { expectTypeOf, test } from 'vitest';
import type { MuseumApiError } from './api-error.ts';
import type { MuseumClientErrorName } from './client-error.ts';
import type { MuseumNetworkError } from './network-error.ts';
import type { MuseumTimeoutError } from './timeout-error.ts';

test('an error name is a literal, so a switch on it narrows the error to its class', () => {
  const describe = (error: MuseumApiError | MuseumNetworkError | MuseumTimeoutError) => {
    switch (error.name) {
      case 'MuseumApiError':
        return expectTypeOf(error).toEqualTypeOf<MuseumApiError>();
      case 'MuseumNetworkError':
        return expectTypeOf(error).toEqualTypeOf<MuseumNetworkError>();
      default:
        return expectTypeOf(error).toEqualTypeOf<MuseumTimeoutError>();
    }
  };
  expectTypeOf(describe).toBeFunction();
  expectTypeOf<MuseumApiError['name']>().toEqualTypeOf<'MuseumApiError'>();
  expectTypeOf<'MuseumApiErrr'>().not.toExtend<MuseumClientErrorName>();
});
