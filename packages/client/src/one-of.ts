/**
 * `value` when it is one of `allowed`; otherwise a `TypeError` naming the option and its allowed
 * values, for the options a type cannot guard in plain JavaScript.
 *
 * @example
 * ```ts
 * oneOf('apiVersion', '2.0', ['1.1', '1.2']); // throws: apiVersion must be '1.1' or '1.2', got "2.0"
 * ```
 */
export function oneOf<Allowed extends string>(
  name: string,
  value: unknown,
  allowed: readonly Allowed[],
): Allowed {
  if (allowed.includes(value as Allowed)) return value as Allowed;
  const choices = allowed.map((choice) => `'${choice}'`).join(' or ');
  throw new TypeError(`${name} must be ${choices}, got ${JSON.stringify(value)}`);
}
