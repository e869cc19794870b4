import { describe, expect, it } from 'vitest';

describe('@museum-api/devtools', () => {
  it('touches no DOM global when imported, so importing it costs nothing outside a page', async () => {
    // This test runs in Node: no document, no HTMLElement, no customElements. Defining the
    // element or building anything at import would throw here.
    expect(typeof (globalThis as { customElements?: unknown }).customElements).toBe('undefined');
    const devtools = await import('./index.ts');
    expect(Object.keys(devtools).sort()).toEqual(['mountMuseumDevtools']);
  });
});
