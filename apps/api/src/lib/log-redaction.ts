/**
 * What request logs must not carry: a checkout session id or a mail link's token lets whoever
 * reads the access log confirm a payment or take over an account. Values are replaced, names kept.
 */

/** Query parameters whose values are secrets. */
const SECRET_QUERY_KEYS = new Set(['session_id', 'sessionid', 'token', 'code', 'key']);

/** Path segments that follow these are secrets (the test provider's checkout page). */
const SECRET_PATH_AFTER = /(\/test-checkout\/)[^/?#]+/g;

export const REDACTED = '[redacted]';

/** The URL as logs may show it: secret query values and path segments replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(
    SECRET_PATH_AFTER,
    (_match, prefix: string) => `${prefix}${REDACTED}`,
  );
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_QUERY_KEYS.has(safeDecode(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
