// docs/mock-proxy.md's "Check a real backend against the mock" block, run as a script against the
// standalone mock (which passes every check).
// #region verify
import { verifyMuseumApi } from '@museum-api/contract';

// Production: only the checks that change nothing. On staging, drop readOnly and add allowPurchases.
const result = await verifyMuseumApi(process.env.MUSEUM_URL ?? 'https://api.museum.example/v1.1', {
  auth: process.env.MUSEUM_AUTH, readOnly: true, timeout: '5s',
});
for (const check of result.checks.filter((check) => check.status === 'failed')) {
  console.error(check.id, check.failures.map((failure) => failure.message));
}
process.exitCode = result.ok ? 0 : 1;
// #endregion verify

if (!result.ok || result.summary.passed !== 8) throw new Error(`verify failed: ${JSON.stringify(result.summary)}`);
