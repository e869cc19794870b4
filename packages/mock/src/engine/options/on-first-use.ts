/**
 * A value built by `build` the first time it is asked for, then kept: for what importing the
 * mock should not pay, such as a zod schema that only an optional feature parses with (a fault,
 * a proxied operation, a webhook fault). Building a zod schema runs zod's constructors for
 * every part of it, and the first schema built also pays for compiling them: about 3 ms of the
 * mock's import for the fault schema alone, on a test that may never queue a fault.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
