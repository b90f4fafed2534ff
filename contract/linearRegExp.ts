// The regular-expression engine for patterns that come from users (the JSON Schema `pattern` and
// `patternProperties` of app settings forms), for ajv on the server and in the console. JavaScript's
// RegExp backtracks: `^(a+)+$` against 30 'a's and a '!' runs for seconds, freezing the server for
// every tenant, or the admin's tab. RE2 (re2js, pure JavaScript) matches in time linear in the input.
// RE2 has no backreferences and no lookaround: such patterns are refused, never given another meaning.
import type { RegExpEngine, RegExpLike } from 'ajv/dist/types';
import { RE2JS, RE2JSException } from 're2js';

/**
 * RE2's time is linear in the input times the size of its compiled program: at this bound the worst
 * patterns we found spend up to 0.4 s on 100,000 characters (most patterns stay under 50 instructions;
 * `^.{0,255}$` is 514). Lengths belong in minLength and maxLength rather than in {m,n}.
 */
export const MAX_PATTERN_PROGRAM_SIZE = 1_000;

export class UnsupportedPatternError extends Error {
  constructor(readonly pattern: string, readonly reason: string) {
    super(`pattern ${JSON.stringify(pattern)} is not supported: ${reason}`);
    this.name = 'UnsupportedPatternError';
  }
}

/** Each escape, read left to right, so that `\\1` (an escaped backslash, then a 1) is not taken for `\1`. */
const ESCAPE = /\\(.)/gsu;

/**
 * `\1`-`\9` and `\k<name>`. RE2 refuses `\1` itself, but re2js's translation of JavaScript syntax
 * would turn `\k<name>` into the letters "k<name>".
 */
const hasBackreference = (pattern: string) =>
  Array.from(pattern.matchAll(ESCAPE)).some(([, escaped]) => escaped === 'k' || (escaped >= '1' && escaped <= '9'));

class LinearRegExp implements RegExpLike {
  constructor(readonly source: string, readonly flags: string, private readonly program: RE2JS) {}

  /** Whether the pattern matches anywhere in the input, as RegExp#test (JSON Schema patterns are not anchored). */
  test(input: string): boolean {
    return this.program.test(input);
  }

  /** ajv keys its cache of compiled patterns by this string. */
  toString(): string {
    return `/${this.source}/${this.flags}`;
  }
}

/**
 * ajv passes the `u` flag (its unicodeRegExp option, on by default), or none; RE2 always reads the
 * input by code point, as `u` does. Throws UnsupportedPatternError for what RE2 cannot run in linear time.
 */
function compileLinearRegExp(pattern: string, flags: string): LinearRegExp {
  if (flags !== '' && flags !== 'u') throw new UnsupportedPatternError(pattern, `the flags "${flags}" are not supported`);
  if (hasBackreference(pattern)) throw new UnsupportedPatternError(pattern, 'backreferences need a backtracking engine');
  let program: RE2JS;
  try {
    program = RE2JS.compile(RE2JS.translateRegExp(pattern));
  } catch (err) {
    if (err instanceof RE2JSException) throw new UnsupportedPatternError(pattern, `RE2, the linear-time engine, refuses it (${err.message})`);
    throw err;
  }
  if (program.programSize() > MAX_PATTERN_PROGRAM_SIZE) {
    throw new UnsupportedPatternError(pattern, `it compiles to ${program.programSize()} RE2 instructions, more than ${MAX_PATTERN_PROGRAM_SIZE}`);
  }
  return new LinearRegExp(pattern, flags, program);
}

/**
 * For ajv's `code: { regExp }` option. ajv writes `code` only into standalone validation modules,
 * which neither tier generates.
 */
export const linearRegExp: RegExpEngine = Object.assign(compileLinearRegExp, { code: 'linearRegExp' });
