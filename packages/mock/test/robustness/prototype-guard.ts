/**
 * A fingerprint of the built-in prototypes a JSON merge could pollute: their own property
 * names, and whether a fresh object or array suddenly inherits a `polluted` key.
 *
 * @example
 * ```ts
 * const before = prototypeFingerprint();
 * await handleHostileRequest();
 * expect(prototypeFingerprint()).toBe(before);
 * ```
 */
export function prototypeFingerprint(): string {
  const probe = {} as Record<string, unknown>;
  const list = [] as unknown as Record<string, unknown>;
  return JSON.stringify({
    object: Object.getOwnPropertyNames(Object.prototype).sort(),
    array: Object.getOwnPropertyNames(Array.prototype).sort(),
    function: Object.getOwnPropertyNames(Function.prototype).sort(),
    objectPolluted: probe.polluted,
    arrayPolluted: list.polluted,
    objectProto: Object.getPrototypeOf(probe) === Object.prototype,
  });
}
