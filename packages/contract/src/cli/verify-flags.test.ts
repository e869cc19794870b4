import { describe, expect, it } from 'vitest';
import { normalizeVerifyOptions, VerifyMuseumApiOptionsSchema } from '../verify/verify-options.ts';
import { flagHelp } from './option-flags.ts';
import { parseVerifyArgs } from './run-verify-cli.ts';
import { verifyFlags } from './verify-flags.ts';

const verifyFlagHelp = () => flagHelp(verifyFlags, VerifyMuseumApiOptionsSchema);

describe("museum-verify's flags", () => {
  it.each([
    ['--timeout', '0', { timeout: 0 }, 'timeout', 'must be at least 1ms'],
    ['--max-time', 'later', { maxDuration: 'later' }, 'maxDuration', 'must be a duration such as 500ms'],
    ['--rate', '-2', { rate: -2 }, 'rate', 'must be a positive number'],
    ['--level', 'strict', { level: 'strict' }, 'level', 'must be one of spec, domain, house'],
    ['--name-prefix', ' ', { namePrefix: ' ' }, 'namePrefix', 'must not be blank'],
  ])('refuse %s %s in the words of the option they set', (flag, text, options, field, words) => {
    expect(() => parseVerifyArgs(['http://x.test/v1.1', `${flag}=${text}`], {})).toThrow(`${flag} ${words}`);
    expect(() => normalizeVerifyOptions(options as never)).toThrow(`${field} ${words}`);
  });

  it('take a number of milliseconds or a duration with its unit, as the options do', () => {
    const command = parseVerifyArgs(['http://x.test/v1.1', '--timeout', '250', '--max-time', '2s'], {});
    expect(normalizeVerifyOptions(command?.options ?? {})).toMatchObject({
      timeoutMs: 250,
      maxDurationMs: 2000,
    });
  });

  it("show the options schema's defaults in --help", () => {
    expect(verifyFlagHelp()).toMatch(/--timeout <time> .*\(default: 5s\)/);
    expect(verifyFlagHelp()).toMatch(/--max-time <time> .*\(default: 2m\)/);
    expect(verifyFlagHelp()).toMatch(/--level <level> .*\(default: domain\)/);
  });
});
