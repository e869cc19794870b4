// The contract package README's first block, run as a script against the standalone mock.
import { startMuseumServer } from '@museum-api/mock-server';

const server = await startMuseumServer();
process.env.MUSEUM_URL ??= server.url;
// #region checks
import { createContractChecks } from '@museum-api/contract';

const contract = createContractChecks();
const base = process.env.MUSEUM_URL ?? 'https://api.museum.example/v1.1';
const request = { method: 'GET', url: `${base}/museum-hours` };
const response = await fetch(request.url, { headers: { Authorization: `Basic ${btoa('qa:secret')}` } });
const violations = await contract.checkResponse(request, response);
console.log(violations); // [] when the answer keeps the contract
// #endregion checks

await server.close();
if (violations.length > 0) throw new Error(`contract broken: ${JSON.stringify(violations)}`);
