import { describe, expect, it } from 'vitest';
import { mcpSdkMissingAdvice, runMcp } from './run-mcp.ts';

const io = () => {
  let stderr = '';
  return {
    stderr: { write: (text: string) => (stderr += text) },
    signals: { once: () => undefined },
    text: () => stderr,
  };
};

describe('runMcp', () => {
  it('exits 2 with one line saying to install the SDK when it is missing', async () => {
    const out = io();
    const missing = Object.assign(new Error("Cannot find package '@modelcontextprotocol/sdk'"), {
      code: 'ERR_MODULE_NOT_FOUND',
    });
    expect(await runMcp([], out, () => Promise.reject(missing))).toBe(2);
    expect(out.text()).toBe(`museum-mock mcp: ${mcpSdkMissingAdvice}\n`);
  });

  it('lets any other failure to load through', async () => {
    const broken = Object.assign(new Error("Cannot find module './gone.js'"), {
      code: 'ERR_MODULE_NOT_FOUND',
    });
    await expect(runMcp([], io(), () => Promise.reject(broken))).rejects.toBe(broken);
  });
});
