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

/** A piece of untrusted input cut to its first characters (… when cut), for error messages. */
export const clip = (text: string, max = 40): string => (text.length > max ? `${text.slice(0, max)}…` : text);
/** Input quoted in an error message: at most a short excerpt, never a 1 MB word whole. */
export const quote = (text: string): string => `"${clip(text)}"`;
