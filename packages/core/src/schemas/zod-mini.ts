// Core's schemas are written in zod/mini, not zod's chained API: a chained schema carries every
// method of its class whether used or not (about 31 kB gzip for the API's schemas), a zod/mini
// schema only the functions it calls (about 10 kB), which is what lets the validating client stay
// small. Schema modules import zod through this file so that whoever loads a schema also loads the
// English messages below; package.json names it as core's one side effect, since a bundler takes
// its names straight from zod (without that, rollup left the statement out of the mock's bundle).

import { en } from 'zod/locales';
import { config } from 'zod/mini';

// zod/mini ships no locale, so a type error would read "Invalid input" where the chained API (and
// so the mock's 400s) says "Invalid input: expected string, received number". Core sets English
// only when the app has chosen no locale of its own.
if (!config().localeError) config(en());

export type { input, output } from 'zod/mini';
export {
  _default,
  array,
  describe,
  discriminatedUnion,
  email,
  enum,
  extend,
  int,
  literal,
  looseObject,
  maximum,
  maxLength,
  meta,
  minimum,
  minLength,
  nullable,
  number,
  object,
  optional,
  partial,
  record,
  refine,
  regex,
  strictObject,
  string,
  tuple,
  uuid,
} from 'zod/mini';
