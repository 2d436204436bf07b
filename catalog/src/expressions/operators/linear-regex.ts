import { RE2JS } from 're2js';

/**
 * Regular expressions of flows, on a linear-time engine (re2js, a pure-JS port of RE2): matching
 * takes time proportional to the text, whatever the pattern, so no pattern can hold the shared
 * workflow thread (`^(a+)+$` against "aaaa…a!" backtracks for minutes in JavaScript's own engine).
 * Patterns are written as JavaScript patterns and must be valid ones; what RE2 cannot run in linear
 * time (backreferences, lookahead, lookbehind) is refused with a message that says so.
 */
export interface LinearRegex {
  test(text: string): boolean;
  /** RE2's approximate size of the compiled pattern: the work per character of text. */
  readonly programSize: number;
}

/** Why a pattern or its flags cannot be used; `parameter` is the 0-based param of `matches` at fault. */
export interface RegexProblem {
  message: string;
  parameter: 1 | 2;
}

const why = 'flows run regular expressions in linear time, without backreferences, lookahead or lookbehind';

/** `(?=`, `(?!`, `(?<=`, `(?<!` and backreferences, found outside character classes. */
function unsupportedFeature(pattern: string, flags: string): string | undefined {
  const namedGroups = /\(\?<(?![=!])/.test(pattern) || /[uv]/.test(flags);
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!inClass && /[1-9]/.test(next)) return `a backreference (\\${next})`;
      if (!inClass && next === 'k' && pattern[i + 2] === '<' && namedGroups) return 'a named backreference (\\k<…>)';
      i++;
    } else if (inClass) {
      if (char === ']') inClass = false;
    } else if (char === '[') {
      inClass = true;
    } else if (char === '(' && pattern[i + 1] === '?') {
      const rest = pattern.slice(i + 2, i + 4);
      if (rest.startsWith('=') || rest.startsWith('!')) return `lookahead (${pattern.slice(i, i + 3)})`;
      if (rest === '<=' || rest === '<!') return `lookbehind (${pattern.slice(i, i + 4)})`;
    }
  }
  return undefined;
}

function isJavaScriptRegex(pattern: string, flags: string): boolean {
  try {
    // Only parsed, never run: building a RegExp takes time in proportion to the pattern.
    new RegExp(pattern, flags);
    return true;
  } catch {
    return false;
  }
}

/** The engine's flags for JavaScript's; `g`, `d`, `u` and `v` change nothing for a yes/no match. */
function re2Flags(flags: string): number {
  let result = 0;
  if (flags.includes('i')) result |= RE2JS.CASE_INSENSITIVE;
  if (flags.includes('m')) result |= RE2JS.MULTILINE;
  if (flags.includes('s')) result |= RE2JS.DOTALL;
  return result;
}

const cache = new Map<string, LinearRegex>();
const CACHE_SIZE = 64;

function compile(pattern: string, flags: string): LinearRegex | RegexProblem {
  const feature = unsupportedFeature(pattern, flags);
  if (feature) return { message: `parameter 2 uses ${feature}, which is not supported (${why}): ${pattern}`, parameter: 1 };
  let compiled: RE2JS;
  try {
    const translated = RE2JS.translateRegExp(pattern);
    // The sticky flag anchors the match at the start of the text.
    compiled = RE2JS.compile(flags.includes('y') ? `\\A(?:${translated})` : translated, re2Flags(flags));
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : String(error);
    return { message: `parameter 2 uses syntax that is not supported (${reason}; ${why}): ${pattern}`, parameter: 1 };
  }
  return { test: (text) => compiled.test(text), programSize: compiled.programSize() };
}

/** A pattern with JavaScript's flags (`dgimsuvy`), compiled for the linear-time engine, or why it cannot be. */
export function linearRegex(pattern: string, flags = ''): LinearRegex | RegexProblem {
  if (!isJavaScriptRegex('', flags)) return { message: `parameter 3 must be regular expression flags, got "${flags}"`, parameter: 2 };
  if (!isJavaScriptRegex(pattern, flags)) return { message: `parameter 2 is not a valid regular expression: ${pattern}`, parameter: 1 };
  const key = `${flags}/${pattern}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const result = compile(pattern, flags);
  if ('test' in result) {
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value ?? key);
    cache.set(key, result);
  }
  return result;
}

export const isRegexProblem = (result: LinearRegex | RegexProblem): result is RegexProblem => 'message' in result;
