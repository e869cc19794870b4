// Loopback is always allowed: a mock sends its deliveries to the tests beside it, and anywhere
// else only where its operator said so.
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * What is wrong with a subscriber URL, or `undefined` when the mock may send to it: an absolute
 * `http:` or `https:` URL without credentials, on loopback or a host of `allowHosts`.
 */
export function webhookTargetProblem(url: string, allowHosts: readonly string[]): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not an absolute URL such as http://127.0.0.1:9000/hooks`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return `"${url}" is not an http: or https: URL`;
  if (parsed.username !== '' || parsed.password !== '') return 'a webhook URL must not carry credentials';
  const host = parsed.hostname.toLowerCase();
  const allowed = loopbackHosts.has(host) || allowHosts.some((name) => name.toLowerCase() === host);
  return allowed
    ? undefined
    : `host ${host} is not allowed: webhooks go to loopback and to allowed hosts (allowHosts, --webhook-allow-host)`;
}
