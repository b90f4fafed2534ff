import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { linearRegExp } from '../../contract/linearRegExp';
import { checkJsonSchema, UnusableSchemaError, type JsonSchema } from '../../src/resources/marketplace/jsonSchemaCheck';

/** The server's ajv (settingsCheck.ts): what the console's form must agree with. */
function ajvErrors(schema: JsonSchema, data: unknown) {
  const ajv = new Ajv({ allErrors: true, strict: false, code: { regExp: linearRegExp } });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  validate(data);
  return summary(validate.errors ?? []);
}

const summary = (errors: { instancePath: string; keyword: string; message?: string }[]) =>
  errors.map((e) => `${e.instancePath} ${e.keyword}: ${e.message}`).sort();

const person = {
  type: 'object',
  required: ['name', 'age'],
  properties: {
    name: { type: 'string', minLength: 2, maxLength: 5, pattern: '^[A-Z]' },
    age: { type: 'integer', minimum: 1, maximum: 120, multipleOf: 1 },
    email: { type: 'string', format: 'email' },
    site: { type: 'string', format: 'uri' },
    tags: { type: 'array', items: { type: 'string' }, uniqueItems: true, minItems: 1, maxItems: 3 },
    level: { enum: ['low', 'high'] },
    kind: { const: 'person' },
  },
  additionalProperties: false,
};

const cases: [string, JsonSchema, unknown][] = [
  ['a valid object', person, { name: 'Ann', age: 30, email: 'ann@example.com', tags: ['a'], level: 'low', kind: 'person' }],
  ['missing required properties', person, {}],
  ['wrong types', person, { name: 3, age: 'old', tags: 'x' }],
  ['string bounds and pattern', person, { name: 'anna-maria', age: 30 }],
  ['number bounds', person, { name: 'Ann', age: 0 }, ],
  ['a fraction for an integer', person, { name: 'Ann', age: 2.5 }],
  ['formats', person, { name: 'Ann', age: 3, email: 'not an email', site: 'no scheme' }],
  ['array bounds and duplicates', person, { name: 'Ann', age: 3, tags: ['a', 'b', 'a', 'c'] }],
  ['enum and const', person, { name: 'Ann', age: 3, level: 'mid', kind: 'robot' }],
  ['additional properties', person, { name: 'Ann', age: 3, extra: 1, other: 2 }],
  ['exclusive limits', { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10 }, 10],
  ['multipleOf', { type: 'number', multipleOf: 0.5 }, 1.25],
  ['type unions', { type: ['string', 'null'] }, 4],
  ['code points count as one character', { type: 'string', maxLength: 2 }, '😀😀'],
  ['anyOf with no match', { anyOf: [{ type: 'string' }, { type: 'number', minimum: 5 }] }, 3],
  ['anyOf with a match', { anyOf: [{ type: 'string' }, { type: 'number', minimum: 5 }] }, 7],
  ['oneOf matching two', { oneOf: [{ type: 'number' }, { type: 'integer' }] }, 3],
  ['oneOf matching none', { oneOf: [{ type: 'string' }, { type: 'boolean' }] }, 3],
  ['allOf', { allOf: [{ minimum: 2 }, { maximum: 1 }] }, 3],
  ['not', { not: { type: 'string' } }, 'x'],
  ['if/then', { if: { properties: { mode: { const: 'smtp' } } }, then: { required: ['host'] }, else: { required: ['path'] } }, { mode: 'smtp' }],
  ['if/else', { if: { properties: { mode: { const: 'smtp' } } }, then: { required: ['host'] }, else: { required: ['path'] } }, { mode: 'file' }],
  ['tuple items', { type: 'array', items: [{ type: 'string' }, { type: 'number' }], additionalItems: false }, [1, 'a', 3]],
  ['additionalItems schema', { type: 'array', items: [{ type: 'string' }], additionalItems: { type: 'number' } }, ['a', 'b']],
  ['contains', { type: 'array', contains: { type: 'number' } }, ['a']],
  ['dependencies', { dependencies: { card: ['billing', 'zip'], vat: { required: ['country'] } } }, { card: 1, billing: 2, vat: 3 }],
  ['property counts', { type: 'object', minProperties: 2, maxProperties: 3 }, { a: 1 }],
  ['$ref into definitions', { definitions: { port: { type: 'integer', maximum: 65535 } }, properties: { port: { $ref: '#/definitions/port' } } }, { port: 70000 }],
  ['a recursive $ref', { type: 'object', properties: { child: { $ref: '#' }, name: { type: 'string' } } }, { child: { child: { name: 4 } } }],
  ['a false schema', { properties: { never: false } }, { never: 1 }],
  ['a pattern on an escaped property name', { properties: { 'a/b': { pattern: '^x' } } }, { 'a/b': 'y' }],
];

describe('the settings form checks a schema as the server does', () => {
  it.each(cases)('%s: the same errors as ajv', (_name, schema, data) => {
    expect(summary(checkJsonSchema(schema, data))).toEqual(ajvErrors(schema, data));
  });

  it('gives the messages a user reads under the fields', () => {
    const messages = checkJsonSchema(person, { name: 'ann', age: 0 }).map((e) => `${e.instancePath} ${e.message}`);
    expect(messages).toEqual(expect.arrayContaining(['/name must match pattern "^[A-Z]"', '/age must be >= 1']));
  });

  it('refuses what it cannot check rather than passing it', () => {
    expect(() => checkJsonSchema({ $ref: 'https://example.com/schema.json' }, {})).toThrow(UnusableSchemaError);
    expect(() => checkJsonSchema({ $ref: '#/definitions/none' }, {})).toThrow(/cannot be resolved/);
    expect(() => checkJsonSchema({ allOf: [{ $ref: '#' }] }, {})).toThrow(/refers to itself/);
    expect(() => checkJsonSchema({ patternProperties: { '^a': {} } }, { a: 1 })).toThrow(/patternProperties/);
    expect(() => checkJsonSchema({ pattern: '(a)\\1' }, 'aa')).toThrow(/backreferences/);
  });

  it('runs a catastrophic pattern in linear time', () => {
    const started = performance.now();
    expect(checkJsonSchema({ pattern: '^(a+)+$' }, `${'a'.repeat(5_000)}!`)).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
