// Secrets that ride in URLs and texts (an order's key, mailed links' tokens, a session or XSRF token
// put in a query) are blanked before a log line is written: logs travel further than the database.

export const REDACTED = '[redacted]';

/** Parameter names whose values are secrets: an order's key, any *token, passwords. */
const SECRET_NAME = /^(?:key|password|passwd|secret|[a-z0-9_.-]*token)$/i;
/** A secret's `name=` (or `name%3D`) inside a text, not as the tail of a longer word. */
const SECRET_ASSIGNMENT =
  /(?<![a-z0-9_.-])(?:key|password|passwd|secret|[a-z0-9_.-]*token)(?:=|%3d)/i;
/** The same, with the value that follows, up to a separator of URLs, JSON or prose. */
const SECRET_IN_TEXT =
  /((?<![a-z0-9_.-])(?:key|password|passwd|secret|[a-z0-9_.-]*token)(?:=|%3d))(?:(?!%26)[^\s&;#/"'<>),\\])+/gi;

/** The text as a browser's query parser reads it; undecodable text as it is. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** One `name=value` part of a query or path: the value blanked when it is, or holds, a secret. */
function redactPart(part: string): string {
  if (part === '') return part;
  const eq = part.indexOf('=');
  const name = eq < 0 ? '' : part.slice(0, eq);
  if (eq >= 0 && SECRET_NAME.test(decoded(name).trim())) return `${name}=${REDACTED}`;
  // A value may be a URL of its own (a return path), its secrets percent-encoded.
  if (!SECRET_ASSIGNMENT.test(decoded(part))) return part;
  return eq < 0 || SECRET_ASSIGNMENT.test(decoded(name)) ? REDACTED : `${name}=${REDACTED}`;
}

/**
 * The URL (origin-form or absolute-form, as a request target arrives) with the value of every
 * secret parameter blanked, in the query, the fragment and path segments (`;token=…`) alike.
 */
export function redactUrl(url: string): string {
  // Nearly every request: nothing that could name a value.
  if (!url.includes('=') && !url.includes('%')) return url;
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  const rest = cut < 0 ? '' : url.slice(cut);
  const redactedPath = path
    .split('/')
    .map((segment) => segment.split(';').map(redactPart).join(';'))
    .join('/');
  const redactedRest = rest
    .split(/([?&;#])/)
    .map((part) => (/^[?&;#]$/.test(part) ? part : redactPart(part)))
    .join('');
  return redactedPath + redactedRest;
}

/** Free text (a log message, an error's message) with every secret `name=value` blanked. */
export function redactText(text: string): string {
  if (!text.includes('=') && !/%3d/i.test(text)) return text;
  return text.replace(SECRET_IN_TEXT, `$1${REDACTED}`);
}
