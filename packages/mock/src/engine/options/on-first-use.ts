/**
 * A value built on first use, then kept: for zod schemas only an optional feature needs (building
 * the fault schema alone cost about 3 ms of the mock's import).
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
