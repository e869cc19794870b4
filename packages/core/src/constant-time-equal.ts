/**
 * Whether two strings are equal, compared in time that depends only on their lengths, not on
 * where they first differ: a secret (a password, a token, a confirmation code) cannot be guessed
 * one character at a time from how long a refusal takes.
 *
 * @example
 * ```ts
 * constantTimeEqual(configuredToken, presentedToken); // true or false, same time either way
 * ```
 */
export function constantTimeEqual(a: string, b: string): boolean {
  // Stryker disable next-line MethodExpression: the lengths' XOR already tells unequal lengths apart; max keeps the time tied to the longer string.
  const length = Math.max(a.length, b.length);
  let difference = a.length ^ b.length;
  // Mutation testing: `<=` adds a round that compares NaN | 0 with NaN | 0, no difference: an
  // equivalent mutant, left to survive beside the killable `>=`.
  for (let index = 0; index < length; index++) {
    // charCodeAt past the end is NaN, which `| 0` turns into 0 without a branch.
    difference |= (a.charCodeAt(index) | 0) ^ (b.charCodeAt(index) | 0);
  }
  return difference === 0;
}
