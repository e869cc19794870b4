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
  /** Raw JSON fragments put in by sentinel, spliced into the text after `JSON.stringify`. */
  raw: string[];
  verdict: BodyVerdict;
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
        raw: [],
        verdict: 'valid',
        steps: [],
      }),
    );
  const objectBody = fc
    .tuple(mutated, byteBreakage(maxBodyBytes))
    .map(([draft, breakage]) => breakage(render(draft), draft));

  return fc.oneof(
    { weight: 8, arbitrary: objectBody },
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
    const spec = shape.fields[name];
    const emptied = shape.emptyIsInvalid === true && Object.keys(rest).length === 0;
    const verdict = spec?.required || emptied ? 'invalid' : draft.verdict;
    return step({ ...draft, value: rest }, `remove ${name}`, verdict);
  });
  const wrongType = field.chain((name) =>
    wrongTypeFor(shape.fields[name]?.type ?? 'string').map<Mutation>(
      (value) => (draft) => step(set(draft, name, value), `${name} = ${preview(value)}`, 'invalid'),
    ),
  );
  const huge = fc.tuple(field, hugeString()).map<Mutation>(([name, text]) => (draft) => {
    const value = shape.fields[name]?.type === 'string-array' ? [text] : text;
    return step(set(draft, name, value), `${name} = huge string (${text.length})`, 'invalid');
  });
  const deep = fc.tuple(field, deeplyNestedJson()).map<Mutation>(([name, text]) => (draft) => {
    const sentinel = `\u0000raw:${draft.raw.length}\u0000`;
    const next = set({ ...draft, raw: [...draft.raw, text] }, name, sentinel);
    return step(next, `${name} = nested ${text.length} chars`, 'invalid');
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
          step(set(draft, key, value), `extra key ${JSON.stringify(key)}`, 'invalid'),
    );
  const protoValue = field.map<Mutation>((name) => (draft) => {
    const value: unknown = JSON.parse(
      '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
    );
    return step(set(draft, name, value), `${name} = prototype-polluting object`, 'invalid');
  });
  return fc.oneof(removeField, wrongType, huge, deep, extraKey, protoValue);
}

/** A function that may break the rendered text of a body at byte level. */
type Breakage = (text: string, draft: Draft) => HostileBody;

function byteBreakage(maxBodyBytes: number): fc.Arbitrary<Breakage> {
  const intact = fc.constant<Breakage>((text, draft) =>
    body(text, draft.verdict, draft.steps.join(', ') || 'valid'),
  );
  const badUtf8 = fc
    .tuple(invalidUtf8(), fc.double({ min: 0, max: 1, noNaN: true }))
    .map<Breakage>(([bad, at]) => (text, draft) => {
      const bytes = encoder.encode(text);
      const cut = Math.floor(at * bytes.length);
      const broken = new Uint8Array(bytes.length + bad.length);
      broken.set(bytes.subarray(0, cut));
      broken.set(bad, cut);
      broken.set(bytes.subarray(cut), cut + bad.length);
      return finish(broken, 'invalid', [...draft.steps, `invalid UTF-8 at byte ${cut}`], maxBodyBytes);
    });
  const truncated = fc.double({ min: 0, max: 0.99, noNaN: true }).map<Breakage>((at) => (text, draft) => {
    const cut = text.slice(0, Math.floor(at * text.length));
    return body(
      cut,
      parsesAsObject(cut) ? 'doubtful' : 'invalid',
      `${draft.steps.join(', ')} truncated at ${cut.length}`,
    );
  });
  const padded = fc.integer({ min: 1, max: 2048 }).map<Breakage>((extra) => (text, draft) => {
    // Whitespace keeps it valid JSON: only its size is wrong.
    const pad = ' '.repeat(Math.max(0, maxBodyBytes - encoder.encode(text).length) + extra);
    return finish(
      encoder.encode(`${pad}${text}`),
      'oversized',
      [...draft.steps, 'padded past the limit'],
      maxBodyBytes,
    );
  });
  return fc
    .oneof({ weight: 6, arbitrary: intact }, badUtf8, truncated, padded)
    .map<Breakage>((breakage) => (text, draft) => {
      const result = breakage(text, draft);
      return result.bytes === undefined
        ? result
        : finish(result.bytes, result.verdict, [result.label], maxBodyBytes);
    });
}

function render(draft: Draft): string {
  let text = JSON.stringify(draft.value);
  draft.raw.forEach((raw, index) => {
    text = text.replace(JSON.stringify(`\u0000raw:${index}\u0000`), raw);
  });
  return text;
}

/** Sets a key as an own, enumerable property, even `__proto__`, exactly as `JSON.parse` would. */
function set(draft: Draft, key: string, value: unknown): Draft {
  const next: Record<string, unknown> = {};
  for (const [name, current] of Object.entries(draft.value)) define(next, name, current);
  define(next, key, value);
  return { ...draft, value: next };
}

function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function step(draft: Draft, description: string, verdict: BodyVerdict): Draft {
  return { ...draft, verdict: worse(draft.verdict, verdict), steps: [...draft.steps, description] };
}

const severity: Record<BodyVerdict, number> = { valid: 0, doubtful: 1, invalid: 2, absent: 2, oversized: 3 };

function worse(a: BodyVerdict, b: BodyVerdict): BodyVerdict {
  return severity[b] > severity[a] ? b : a;
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
