import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { linearRegExp, MAX_PATTERN_PROGRAM_SIZE, UnsupportedPatternError } from '../../contract/linearRegExp';

// Patterns as a settings form would have them, each with inputs that match and inputs that do not.
const ordinary: [pattern: string, inputs: string[]][] = [
  ['^abc$', ['abc', 'abcd', 'xabc', '']],
  ['b', ['abc', 'ABC']],
  ['^[A-Z]{2}-\\d{3}$', ['FR-075', 'fr-075', 'FR-75', 'FR-0755']],
  ['^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$', ['ops@buyer.example', 'ops@buyer', 'o ps@buyer.example']],
  ['^(?:https?|ftp)://\\S+$', ['https://a.example/x', 'mailto:a@b', 'http://']],
  ['^\\w+(?:-\\w+)*$', ['my-app_2', '-app', 'app-']],
  ['^\\p{Lu}\\p{Ll}+$', ['Élodie', 'élodie', 'Jürgen', '日本']],
  ['^\\p{L}+$', ['日本語', 'abc1']],
  ['^.$', ['😀', 'é', 'ab']],
  ['^caf\\u00e9$', ['café', 'cafe']],
  ['^\\x41+$', ['AAA', 'aaa']],
  ['^(?<year>\\d{4})-(?<month>\\d{2})$', ['2024-05', '24-05']],
  ['^a\\/b$', ['a/b', 'ab']],
  ['^\\\\1$', ['\\1', '1']],
  ['^\\d+(?:\\.\\d{1,2})?$', ['12', '12.5', '12.345', '.5']],
];

describe('linearRegExp: user-supplied patterns on RE2', () => {
  it.each(ordinary)('matches %s as RegExp does', (pattern, inputs) => {
    const linear = linearRegExp(pattern, 'u');
    for (const input of inputs) expect(linear.test(input), input).toBe(new RegExp(pattern, 'u').test(input));
  });

  it('runs the catastrophic pattern in linear time', () => {
    const linear = linearRegExp('^(a+)+$', 'u');
    const started = performance.now();
    expect(linear.test(`${'a'.repeat(30)}!`)).toBe(false);
    expect(linear.test(`${'a'.repeat(100_000)}!`)).toBe(false);
    expect(linear.test('a'.repeat(100_000))).toBe(true);
    // JavaScript's RegExp needs seconds for the first 31 characters alone.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    ['^(a)\\1$', /backreferences need a backtracking engine/],
    ['^(?<x>a)\\k<x>$', /backreferences need a backtracking engine/],
    ['^(?=a)a$', /RE2, the linear-time engine, refuses it \(error parsing regexp: invalid or unsupported Perl syntax: `\(\?=`\)/],
    ['(?<!x)y', /RE2, the linear-time engine, refuses it/],
    ['^[a-z]{1,600}$', new RegExp(`compiles to \\d+ RE2 instructions, more than ${MAX_PATTERN_PROGRAM_SIZE}`)],
  ])('refuses %s, saying why', (pattern, reason) => {
    expect(() => linearRegExp(pattern, 'u')).toThrow(UnsupportedPatternError);
    expect(() => linearRegExp(pattern, 'u')).toThrow(reason);
  });

  it('refuses flags that would change the meaning', () => {
    expect(() => linearRegExp('a', 'i')).toThrow('the flags "i" are not supported');
  });

  it('is what ajv runs for pattern and patternProperties', () => {
    const ajv = new Ajv({ allErrors: true, code: { regExp: linearRegExp } });
    const validate = ajv.compile({
      type: 'object',
      properties: { code: { type: 'string', pattern: '^(a+)+$' }, name: { type: 'string', pattern: '^\\p{Lu}' } },
      patternProperties: { '^x-': { type: 'number' } },
    });
    expect(validate({ code: 'aaa', name: 'Élodie', 'x-seats': 3 })).toBe(true);
    expect(validate({ code: `${'a'.repeat(40)}!`, name: 'élodie', 'x-seats': 'three' })).toBe(false);
    expect(validate.errors?.map((e) => `${e.instancePath} ${e.keyword}`)).toEqual(['/code pattern', '/name pattern', '/x-seats type']);
    expect(() => ajv.compile({ type: 'string', pattern: '(a)\\1' })).toThrow(UnsupportedPatternError);
  });
});
