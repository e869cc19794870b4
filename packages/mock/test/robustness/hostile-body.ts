import fc from 'fast-check';
import {
  anyJson,
  deeplyNestedJson,
  type FieldType,
  hostileText,
  hugeString,
  invalidUtf8,
  notJsonObjectText,
  parsesAsObject,
  prototypeKeys,
  wrongTypeFor,
} from './hostile-values.ts';

/**
 * What a fuzzed body should get from a correct server, all else being right:
 * `valid` a success; `doubtful` either a success or a 400/404 (a random object could happen to
 * be valid); `invalid` a 400; `oversized` a 413; `absent` (no body) a 400.
 */
export type BodyVerdict = 'valid' | 'doubtful' | 'invalid' | 'oversized' | 'absent';

/**
 * One fuzzed request body, as the bytes sent, with the verdict the contract implies and a
 * short account of how it was made (shown when a property fails).
 */
export interface HostileBody {
  bytes: Uint8Array | undefined;
  verdict: BodyVerdict;
  label: string;
}

/** One field of a body schema: its JSON type and whether the operation requires it. */
export interface BodyField {
  type: FieldType;
  required: boolean;
}

/**
 * What the fuzzer knows of one operation's body: valid examples and the fields they hold.
 * `emptyIsInvalid` is true for PATCH, where `{}` changes nothing and is refused.
 */
export interface BodyShape {
  valid: fc.Arbitrary<Record<string, unknown>>;
  fields: Readonly<Record<string, BodyField>>;
  emptyIsInvalid?: boolean;
}

interface Draft {
  value: Record<string, unknown>;
  /** Keys whose value the contract refuses (wrong type, too long, nested). */
  bad: ReadonlySet<string>;
  /** Raw JSON fragments put in by sentinel, spliced into the text after `JSON.stringify`. */
  raw: string[];
  steps: string[];
}

type Mutation = (draft: Draft) => Draft;

const encoder = new TextEncoder();

/**
 * Bodies for one operation: valid ones, valid ones mutated one to three times (fields
 * removed, given the wrong type, a huge string, deep nesting, unknown and prototype keys),
 * then possibly broken at byte level (invalid UTF-8, truncation, padding past `maxBodyBytes`),
 * plus bodies that are not a JSON object at all, random objects, and no body.
 *
 * @example
 * ```ts
 * fc.sample(hostileBody(ticketShape, 65_536), 5);
 * ```
 */
export function hostileBody(shape: BodyShape, maxBodyBytes: number): fc.Arbitrary<HostileBody> {
  const fieldNames = Object.keys(shape.fields);
  const mutation = mutationOf(shape, fieldNames);
  const mutated = fc
    .tuple(shape.valid, fc.array(mutation, { minLength: 0, maxLength: 3 }))
    .map(([valid, mutations]) =>
      mutations.reduce<Draft>((draft, mutate) => mutate(draft), {
        value: valid,
        bad: new Set(),
        raw: [],
        steps: [],
      }),
    );
  const objectBody = fc
    .tuple(mutated, byteBreakage(maxBodyBytes))
    .map(([draft, breakage]) => breakage(render(draft), verdictOf(draft, shape), draft.steps));

  return fc.oneof(
    { weight: 12, arbitrary: objectBody },
    { weight: 1, arbitrary: notJsonObjectText().map((text) => body(text, 'invalid', 'not a JSON object')) },
    {
      weight: 1,
      arbitrary: anyJson()
        .filter((value) => typeof value === 'object' && value !== null && !Array.isArray(value))
        .map((value) => body(JSON.stringify(value), 'doubtful', 'random object')),
    },
    {
      weight: 1,
      arbitrary: fc.constant<HostileBody>({ bytes: undefined, verdict: 'absent', label: 'no body' }),
    },
  );
}

function mutationOf(shape: BodyShape, fieldNames: string[]): fc.Arbitrary<Mutation> {
  const field = fc.constantFrom(...fieldNames);
  const removeField = field.map<Mutation>((name) => (draft) => {
    const { [name]: _removed, ...rest } = draft.value;
    const bad = new Set(draft.bad);
    bad.delete(name);
    return step({ ...draft, value: rest, bad }, `remove ${name}`);
  });
  const wrongType = field.chain((name) =>
    wrongTypeFor(shape.fields[name]?.type ?? 'string').map<Mutation>(
      (value) => (draft) => step(set(draft, name, value, true), `${name} = ${preview(value)}`),
    ),
  );
  const huge = fc.tuple(field, hugeString()).map<Mutation>(([name, text]) => (draft) => {
    const value = shape.fields[name]?.type === 'string-array' ? [text] : text;
    return step(set(draft, name, value, true), `${name} = huge string (${[...text].length} code points)`);
  });
  const deep = fc.tuple(field, deeplyNestedJson()).map<Mutation>(([name, text]) => (draft) => {
    const sentinel = `\u0000raw:${draft.raw.length}\u0000`;
    const next = set({ ...draft, raw: [...draft.raw, text] }, name, sentinel, true);
    return step(next, `${name} = nested ${text.length} chars`);
  });
  const extraKey = fc
    .tuple(
      fc.oneof(
        fc.constantFrom(...prototypeKeys),
        fc.constantFrom('eventId', 'ticketId', 'confirmationCode', 'polluted', 'Name', 'price '),
        hostileText(12),
      ),
      fc.oneof(anyJson(), fc.constant({ polluted: 'yes' }), fc.constant({ prototype: { polluted: 'yes' } })),
    )
    .filter(([key]) => !Object.hasOwn(shape.fields, key))
    .map<Mutation>(
      ([key, value]) =>
        (draft) =>
          step(set(draft, key, value, true), `extra key ${JSON.stringify(key)}`),
    );
  const protoValue = field.map<Mutation>((name) => (draft) => {
    const value: unknown = JSON.parse(
      '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
    );
    return step(set(draft, name, value, true), `${name} = prototype-polluting object`);
  });
  // Huge and deeply nested values are costly to build and mostly end as a 413: keep them rare.
  return fc.oneof(
    { weight: 4, arbitrary: removeField },
    { weight: 4, arbitrary: wrongType },
    { weight: 1, arbitrary: huge },
    { weight: 1, arbitrary: deep },
    { weight: 4, arbitrary: extraKey },
    { weight: 2, arbitrary: protoValue },
  );
}

/** A function that may break the rendered text of a body at byte level. */
type Breakage = (text: string, verdict: BodyVerdict, steps: string[]) => HostileBody;

/**
 * The verdict of a mutated object, read from what it ends up holding, so a later mutation
 * that removes a bad field also removes its fault.
 */
function verdictOf(draft: Draft, shape: BodyShape): BodyVerdict {
  const keys = Object.keys(draft.value);
  const unknownKey = keys.some((key) => !Object.hasOwn(shape.fields, key));
  const missing = Object.entries(shape.fields).some(
    ([name, field]) => field.required && !keys.includes(name),
  );
  const empty = shape.emptyIsInvalid === true && keys.length === 0;
  const badValue = keys.some((key) => draft.bad.has(key));
  return unknownKey || missing || empty || badValue ? 'invalid' : 'valid';
}

function byteBreakage(maxBodyBytes: number): fc.Arbitrary<Breakage> {
  const intact = fc.constant<Breakage>((text, verdict, steps) =>
    finish(encoder.encode(text), verdict, steps.length > 0 ? steps : ['valid'], maxBodyBytes),
  );
  const badUtf8 = fc.tuple(invalidUtf8(), fc.nat()).map<Breakage>(([bad, at]) => (text, _verdict, steps) => {
    const bytes = encoder.encode(text);
    const cut = at % (bytes.length + 1);
    const broken = new Uint8Array(bytes.length + bad.length);
    broken.set(bytes.subarray(0, cut));
    broken.set(bad, cut);
    broken.set(bytes.subarray(cut), cut + bad.length);
    return finish(broken, 'invalid', [...steps, `invalid UTF-8 at byte ${cut}`], maxBodyBytes);
  });
  const truncated = fc.nat().map<Breakage>((at) => (text, _verdict, steps) => {
    const cut = text.slice(0, at % Math.max(1, text.length));
    const verdict = parsesAsObject(cut) ? 'doubtful' : 'invalid';
    return finish(encoder.encode(cut), verdict, [...steps, `truncated at ${cut.length}`], maxBodyBytes);
  });
  const padded = fc.integer({ min: 1, max: 2048 }).map<Breakage>((extra) => (text, _verdict, steps) => {
    // Whitespace keeps it valid JSON: only its size is wrong.
    const pad = ' '.repeat(Math.max(0, maxBodyBytes - encoder.encode(text).length) + extra);
    return finish(
      encoder.encode(`${pad}${text}`),
      'oversized',
      [...steps, 'padded past the limit'],
      maxBodyBytes,
    );
  });
  return fc.oneof({ weight: 12, arbitrary: intact }, badUtf8, truncated, padded);
}

function render(draft: Draft): string {
  let text = JSON.stringify(draft.value);
  draft.raw.forEach((raw, index) => {
    text = text.replace(JSON.stringify(`\u0000raw:${index}\u0000`), raw);
  });
  return text;
}

/**
 * Sets a key as an own, enumerable property, even `__proto__`, exactly as `JSON.parse` would;
 * `bad` marks a value the contract refuses.
 */
function set(draft: Draft, key: string, value: unknown, bad: boolean): Draft {
  const next: Record<string, unknown> = {};
  for (const [name, current] of Object.entries(draft.value)) define(next, name, current);
  define(next, key, value);
  const marks = new Set(draft.bad);
  if (bad) marks.add(key);
  else marks.delete(key);
  return { ...draft, value: next, bad: marks };
}

function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function step(draft: Draft, description: string): Draft {
  return { ...draft, steps: [...draft.steps, description] };
}

function body(text: string, verdict: BodyVerdict, label: string): HostileBody {
  return { bytes: encoder.encode(text), verdict, label };
}

/** Whatever else is wrong, a body past the limit must be refused for its size. */
function finish(bytes: Uint8Array, verdict: BodyVerdict, steps: string[], maxBodyBytes: number): HostileBody {
  const label = steps.join(', ');
  if (bytes.length > maxBodyBytes)
    return { bytes, verdict: 'oversized', label: `${label} (${bytes.length} bytes)` };
  return { bytes, verdict: bytes.length === 0 ? 'absent' : verdict, label };
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
