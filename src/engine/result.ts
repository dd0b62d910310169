/** Parsers and checked operations return a Result with an error code; they never throw on bad input. */
export type ErrorCode =
  | 'ERR_DEAL_NUMBER'
  | 'ERR_UNKNOWN_GAME'
  | 'ERR_CARD'
  | 'ERR_PILE'
  | 'ERR_DUPLICATE_CARD'
  | 'ERR_MISSING_CARD'
  | 'ERR_FOUNDATION'
  | 'ERR_PLACEMENT'
  | 'ERR_MOVE_TEXT'
  | 'ERR_ILLEGAL_MOVE'
  | 'ERR_RECORD'
  | 'ERR_JSON';

export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ErrorCode; readonly message: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const err = <T = never>(error: ErrorCode, message: string): Result<T> => ({ ok: false, error, message });

/**
 * Control characters, and the format characters that reorder or hide text, shown as escapes
 * (`\n`, `\u001b`), so that an error message quoting input stays one line and cannot move the
 * terminal's cursor or colour it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
const ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const escapeUnshown = (text: string): string =>
  text.replace(UNSHOWN, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A piece of untrusted input cut to its first characters (… when cut), escaped, for error messages. */
export function clip(text: string, max = 40): string {
  if (text.length <= max) return escapeUnshown(text);
  // Not half of a surrogate pair at the cut.
  const end = /[\ud800-\udbff]/.test(text[max - 1]!) ? max - 1 : max;
  return `${escapeUnshown(text.slice(0, end))}…`;
}
/** Input quoted in an error message: at most a short excerpt, never a 1 MB word whole. */
export const quote = (text: string): string => `"${clip(text)}"`;
