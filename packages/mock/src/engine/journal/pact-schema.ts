import * as z from 'zod/mini';
import { componentSchema } from '../options/component-schema.ts';

// The parts of a Pact V4 file the journal writes: the one definition of its shape, from which the
// types derive and the admin API's document describes `GET /__admin/journal.pact`.
const pactRule = () =>
  z.object({
    combine: z.literal('AND'),
    matchers: z.array(
      z.object({
        match: z.enum(['type', 'regex', 'integer', 'number']),
        regex: z.optional(z.string()),
        min: z.optional(z.int()),
      }),
    ),
  });
const pactRules = () => z.record(z.string(), pactRule());
const pactHeaders = () => z.record(z.string(), z.array(z.string()));
// A value the verifier takes from the provider state change's answer (`${name}` in `expression`).
const pactGenerator = () =>
  z.object({ type: z.literal('ProviderState'), expression: z.string(), dataType: z.literal('STRING') });
const pactSide = () => ({
  headers: z.optional(pactHeaders()),
  body: z.optional(z.object({ content: z.unknown(), contentType: z.string(), encoded: z.literal(false) })),
  matchingRules: z.optional(
    z.object({
      body: z.optional(pactRules()),
      header: z.optional(pactRules()),
      query: z.optional(pactRules()),
      path: z.optional(pactRule()),
    }),
  ),
});

/** A Pact V4 file as `journalToPact` writes it. */
export const pactSchema = componentSchema(
  {
    id: 'Pact',
    description:
      'A Pact V4 file (https://docs.pact.io): one `Synchronous/HTTP` interaction per distinct exchange.',
  },
  () =>
    z.object({
      consumer: z.object({ name: z.string() }),
      provider: z.object({ name: z.string() }),
      interactions: z.array(
        z.object({
          type: z.literal('Synchronous/HTTP'),
          description: z.string(),
          providerStates: z.optional(
            z.array(z.object({ name: z.string(), params: z.record(z.string(), z.unknown()) })),
          ),
          request: z.object({
            method: z.string(),
            path: z.string(),
            query: z.optional(pactHeaders()),
            ...pactSide(),
            generators: z.optional(
              z.object({
                path: z.optional(pactGenerator()),
                query: z.optional(z.record(z.string(), pactGenerator())),
                body: z.optional(z.record(z.string(), pactGenerator())),
              }),
            ),
          }),
          response: z.object({ status: z.int(), ...pactSide() }),
        }),
      ),
      metadata: z.object({
        pactSpecification: z.object({ version: z.literal('4.0') }),
        museum: z.object({ apiVersions: z.array(z.enum(['1.1', '1.2'])) }),
      }),
    }),
);

/**
 * A Pact V4 file: what a Pact Broker stores and Pact's verifier replays against a provider.
 *
 * @example
 * ```ts
 * writeFileSync('pacts/web-museum.json', JSON.stringify(await journalToPact(entries, { consumer: 'web' })));
 * ```
 */
export type Pact = z.output<ReturnType<typeof pactSchema>>;

/**
 * One `Synchronous/HTTP` interaction of a {@link Pact}: the provider states it needs, its
 * request and its response, each with its matching rules.
 *
 * @example
 * ```ts
 * const [interaction] = (await journalToPact(entries, { consumer: 'web' })).interactions;
 * interaction?.providerStates?.[0]?.name; // 'an event exists'
 * ```
 */
export type PactInteraction = Pact['interactions'][number];

/** The matchers of one path, header or query parameter. */
export type PactRule = z.output<ReturnType<typeof pactRule>>;
