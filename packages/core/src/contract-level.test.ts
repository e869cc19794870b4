import { describe, expect, it } from 'vitest';
import { levelIncludes, museumContractLevels } from './contract-level.ts';

describe('contract levels', () => {
  it('includes each level and the ones before it, never the ones after', () => {
    const included = museumContractLevels.map((held) =>
      museumContractLevels.filter((rule) => levelIncludes(held, rule)),
    );
    expect(included).toEqual([['spec'], ['spec', 'domain'], ['spec', 'domain', 'house']]);
  });
});
