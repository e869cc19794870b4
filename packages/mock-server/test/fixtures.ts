// The server's tests speak to it as the mock's tests speak to msw: with the mock's fixtures (one
// fixed clock, one base URL, the HTTP helpers that check every answer against the contract) and
// its HAR validator. They are re-exported, not copied, so both packages' tests send the same
// requests and judge the answers alike.

export { harValidator } from '../../mock/test/engine/journal/har-validator.ts';
export type { CallOptions, CallResult } from '../../mock/test/fixtures.ts';
export {
  apiBase,
  basic,
  call,
  monday,
  newEvent,
  now,
  problemOf,
  today,
  validUuid,
} from '../../mock/test/fixtures.ts';
