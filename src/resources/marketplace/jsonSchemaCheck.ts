// JSON Schema (draft-07) checked by walking the schema, for the settings form in the console. ajv
// compiles each schema into a function with `new Function`, which the console's
// Content-Security-Policy forbids (no eval, so that injected text cannot become code). The errors
// have ajv's shape and messages, so the form library shows them as it shows ajv's, and the server
// (ajv itself) and the form agree. Patterns run on the same linear-time engine as on the server.
import { linearRegExp, UnsupportedPatternError } from '../../../contract/linearRegExp';
import { satisfiesFormat } from '../../../contract/settingsFormats';

export type JsonSchema = boolean | { [keyword: string]: unknown };

/** One failed keyword, shaped as ajv's ErrorObject (what @rjsf's error processing reads). */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
  parentSchema?: JsonSchema;
}

/** A schema the form cannot check: an unresolvable $ref, a refused keyword or pattern, a $ref loop. */
export class UnusableSchemaError extends Error {}

/** $ref chains that never descend into the data (allOf: [{ $ref: '#' }]) would recurse for ever. */
const MAX_DEPTH = 200;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type SchemaObject = { [keyword: string]: unknown };

const compiledPatterns = new Map<string, { test(input: string): boolean }>();

function pattern(source: string) {
  let compiled = compiledPatterns.get(source);
  if (!compiled) {
    try {
      compiled = linearRegExp(source, 'u');
    } catch (err) {
      throw err instanceof UnsupportedPatternError ? new UnusableSchemaError(err.message) : err;
    }
    if (compiledPatterns.size >= 1_000) compiledPatterns.clear();
    compiledPatterns.set(source, compiled);
  }
  return compiled;
}

const escapePointer = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (segment: string) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer': return typeof value === 'number' && Number.isInteger(value);
    case 'number': return typeof value === 'number' && Number.isFinite(value);
    default: return typeOf(value) === type;
  }
}

/** JSON equality: key order does not matter, array order does. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as SchemaObject)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
const equal = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Code points, as ajv counts string lengths. */
const length = (value: string) => Array.from(value).length;

class Checker {
  constructor(private readonly root: JsonSchema) {}

  check(schema: JsonSchema, data: unknown, instancePath: string, schemaPath: string, depth: number): SchemaError[] {
    if (depth > MAX_DEPTH) throw new UnusableSchemaError(`the schema refers to itself more than ${MAX_DEPTH} times without descending into the data`);
    if (schema === true) return [];
    if (schema === false) return [{ instancePath, schemaPath, keyword: 'false schema', params: {}, message: 'boolean schema is false', parentSchema: schema }];
    const errors: SchemaError[] = [];
    const fail = (keyword: string, message: string, params: Record<string, unknown> = {}) =>
      errors.push({ instancePath, schemaPath: `${schemaPath}/${keyword}`, keyword, params, message, parentSchema: schema });
    const sub = (subSchema: unknown, value: unknown, subInstancePath: string, subSchemaPath: string) =>
      this.check(subSchema as JsonSchema, value, subInstancePath, subSchemaPath, depth + 1);

    if (typeof schema.$ref === 'string') errors.push(...sub(this.resolve(schema.$ref), data, instancePath, `${schemaPath}/$ref`));
    this.checkGeneric(schema, data, fail);
    if (typeof data === 'number') this.checkNumber(schema, data, fail);
    if (typeof data === 'string') this.checkString(schema, data, fail);
    if (Array.isArray(data)) errors.push(...this.checkArray(schema, data, instancePath, schemaPath, fail, sub));
    if (typeOf(data) === 'object') errors.push(...this.checkObject(schema, data as SchemaObject, instancePath, schemaPath, fail, sub));
    errors.push(...this.checkCombinations(schema, data, instancePath, schemaPath, fail, sub));
    return errors;
  }

  /** `#` or `#/json/pointer` inside the form's own schema: settings forms refer to nothing outside. */
  private resolve(ref: string): JsonSchema {
    if (ref !== '#' && !ref.startsWith('#/')) throw new UnusableSchemaError(`$ref "${ref}" cannot be resolved: only references inside the form's schema (#/…) are`);
    let target: unknown = this.root;
    for (const segment of ref.slice(2).split('/').filter((s, i) => i > 0 || s !== '').map(unescapePointer)) {
      target = target && typeof target === 'object' && Object.hasOwn(target, segment) ? (target as SchemaObject)[segment] : undefined;
    }
    if (typeof target !== 'boolean' && (!target || typeof target !== 'object')) throw new UnusableSchemaError(`$ref "${ref}" cannot be resolved`);
    return target as JsonSchema;
  }

  private checkGeneric(schema: SchemaObject, data: unknown, fail: Fail) {
    if (schema.type !== undefined) {
      const types = ([] as unknown[]).concat(schema.type) as string[];
      if (!types.some((type) => hasType(data, type))) fail('type', `must be ${types.join(',')}`, { type: schema.type });
    }
    if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => equal(allowed, data))) {
      fail('enum', 'must be equal to one of the allowed values', { allowedValues: schema.enum });
    }
    if (schema.const !== undefined && !equal(schema.const, data)) fail('const', 'must be equal to constant', { allowedValue: schema.const });
    if (typeof schema.format === 'string' && !satisfiesFormat(schema.format, data)) {
      fail('format', `must match format "${schema.format}"`, { format: schema.format });
    }
  }

  private checkNumber(schema: SchemaObject, data: number, fail: Fail) {
    const limits: [keyword: string, comparison: string, holds: (limit: number) => boolean][] = [
      ['maximum', '<=', (limit) => data <= limit],
      ['minimum', '>=', (limit) => data >= limit],
      ['exclusiveMaximum', '<', (limit) => data < limit],
      ['exclusiveMinimum', '>', (limit) => data > limit],
    ];
    for (const [keyword, comparison, holds] of limits) {
      const limit = schema[keyword];
      if (typeof limit === 'number' && !holds(limit)) fail(keyword, `must be ${comparison} ${limit}`, { comparison, limit });
    }
    const multipleOf = schema.multipleOf;
    if (typeof multipleOf === 'number' && !Number.isInteger(data / multipleOf)) fail('multipleOf', `must be multiple of ${multipleOf}`, { multipleOf });
  }

  private checkString(schema: SchemaObject, data: string, fail: Fail) {
    if (typeof schema.maxLength === 'number' && length(data) > schema.maxLength) fail('maxLength', `must NOT have more than ${schema.maxLength} characters`, { limit: schema.maxLength });
    if (typeof schema.minLength === 'number' && length(data) < schema.minLength) fail('minLength', `must NOT have fewer than ${schema.minLength} characters`, { limit: schema.minLength });
    if (typeof schema.pattern === 'string' && !pattern(schema.pattern).test(data)) fail('pattern', `must match pattern "${schema.pattern}"`, { pattern: schema.pattern });
  }

  private checkArray(schema: SchemaObject, data: unknown[], instancePath: string, schemaPath: string, fail: Fail, sub: Sub): SchemaError[] {
    const errors: SchemaError[] = [];
    if (typeof schema.maxItems === 'number' && data.length > schema.maxItems) fail('maxItems', `must NOT have more than ${schema.maxItems} items`, { limit: schema.maxItems });
    if (typeof schema.minItems === 'number' && data.length < schema.minItems) fail('minItems', `must NOT have fewer than ${schema.minItems} items`, { limit: schema.minItems });
    if (schema.uniqueItems === true) {
      const seen = new Map<string, number>();
      for (let i = data.length - 1; i >= 0; i--) {
        const key = canonical(data[i]);
        const j = seen.get(key);
        if (j !== undefined) {
          fail('uniqueItems', `must NOT have duplicate items (items ## ${j} and ${i} are identical)`, { i, j });
          break;
        }
        seen.set(key, i);
      }
    }
    const itemPath = (i: number) => `${instancePath}/${i}`;
    if (Array.isArray(schema.items)) {
      const tuple = schema.items;
      tuple.forEach((itemSchema, i) => { if (i < data.length) errors.push(...sub(itemSchema, data[i], itemPath(i), `${schemaPath}/items/${i}`)); });
      if (schema.additionalItems === false && data.length > tuple.length) {
        fail('additionalItems', `must NOT have more than ${tuple.length} items`, { limit: tuple.length });
      } else if (schema.additionalItems !== undefined && schema.additionalItems !== false) {
        data.slice(tuple.length).forEach((item, k) => errors.push(...sub(schema.additionalItems, item, itemPath(tuple.length + k), `${schemaPath}/additionalItems`)));
      }
    } else if (schema.items !== undefined) {
      data.forEach((item, i) => errors.push(...sub(schema.items, item, itemPath(i), `${schemaPath}/items`)));
    }
    if (schema.contains !== undefined) {
      const results = data.map((item, i) => sub(schema.contains, item, itemPath(i), `${schemaPath}/contains`));
      if (!results.some((r) => r.length === 0)) {
        errors.push(...results.flat());
        fail('contains', 'must contain at least 1 valid item(s)', { minContains: 1 });
      }
    }
    return errors;
  }

  private checkObject(schema: SchemaObject, data: SchemaObject, instancePath: string, schemaPath: string, fail: Fail, sub: Sub): SchemaError[] {
    const errors: SchemaError[] = [];
    const keys = Object.keys(data);
    const propertyPath = (key: string) => `${instancePath}/${escapePointer(key)}`;
    if (typeof schema.maxProperties === 'number' && keys.length > schema.maxProperties) fail('maxProperties', `must NOT have more than ${schema.maxProperties} properties`, { limit: schema.maxProperties });
    if (typeof schema.minProperties === 'number' && keys.length < schema.minProperties) fail('minProperties', `must NOT have fewer than ${schema.minProperties} properties`, { limit: schema.minProperties });
    if (Array.isArray(schema.required)) {
      for (const missingProperty of schema.required as string[]) {
        if (!Object.hasOwn(data, missingProperty) || data[missingProperty] === undefined) fail('required', `must have required property '${missingProperty}'`, { missingProperty });
      }
    }
    // The server refuses it in settings schemas: the form library would match keys with a backtracking RegExp.
    if (schema.patternProperties !== undefined) throw new UnusableSchemaError('patternProperties is not supported in settings forms');
    const properties = (schema.properties ?? {}) as SchemaObject;
    for (const key of keys) {
      if (data[key] === undefined) continue;
      if (Object.hasOwn(properties, key)) {
        errors.push(...sub(properties[key], data[key], propertyPath(key), `${schemaPath}/properties/${escapePointer(key)}`));
      } else if (schema.additionalProperties === false) {
        fail('additionalProperties', 'must NOT have additional properties', { additionalProperty: key });
      } else if (schema.additionalProperties !== undefined) {
        errors.push(...sub(schema.additionalProperties, data[key], propertyPath(key), `${schemaPath}/additionalProperties`));
      }
    }
    if (schema.propertyNames !== undefined) {
      for (const key of keys) {
        const nameErrors = sub(schema.propertyNames, key, instancePath, `${schemaPath}/propertyNames`);
        if (nameErrors.length) {
          errors.push(...nameErrors.map((e) => ({ ...e, params: { ...e.params, propertyName: key } })));
          fail('propertyNames', 'property name must be valid', { propertyName: key });
        }
      }
    }
    for (const [property, dependency] of Object.entries((schema.dependencies ?? {}) as SchemaObject)) {
      if (!Object.hasOwn(data, property)) continue;
      if (Array.isArray(dependency)) {
        const missing = (dependency as string[]).filter((name) => !Object.hasOwn(data, name));
        const deps = dependency.join(', ');
        for (const missingProperty of missing) {
          fail('dependencies', `must have ${dependency.length === 1 ? 'property' : 'properties'} ${deps} when property ${property} is present`, { property, missingProperty, depsCount: dependency.length, deps });
        }
      } else {
        errors.push(...sub(dependency, data, instancePath, `${schemaPath}/dependencies/${escapePointer(property)}`));
      }
    }
    return errors;
  }

  private checkCombinations(schema: SchemaObject, data: unknown, instancePath: string, schemaPath: string, fail: Fail, sub: Sub): SchemaError[] {
    const errors: SchemaError[] = [];
    const each = (keyword: string) => ((schema[keyword] ?? []) as unknown[]).map((option, i) => sub(option, data, instancePath, `${schemaPath}/${keyword}/${i}`));
    if (Array.isArray(schema.allOf)) errors.push(...each('allOf').flat());
    if (Array.isArray(schema.anyOf)) {
      const results = each('anyOf');
      if (!results.some((r) => r.length === 0)) {
        errors.push(...results.flat());
        fail('anyOf', 'must match a schema in anyOf');
      }
    }
    if (Array.isArray(schema.oneOf)) {
      const results = each('oneOf');
      const passing = results.flatMap((r, i) => (r.length === 0 ? [i] : []));
      if (passing.length === 0) errors.push(...results.flat());
      if (passing.length !== 1) fail('oneOf', 'must match exactly one schema in oneOf', { passingSchemas: passing.length ? passing : null });
    }
    if (schema.not !== undefined && sub(schema.not, data, instancePath, `${schemaPath}/not`).length === 0) fail('not', 'must NOT be valid');
    if (schema.if !== undefined) {
      const branch = sub(schema.if, data, instancePath, `${schemaPath}/if`).length === 0 ? 'then' : 'else';
      if (schema[branch] !== undefined) {
        const branchErrors = sub(schema[branch], data, instancePath, `${schemaPath}/${branch}`);
        if (branchErrors.length) {
          errors.push(...branchErrors);
          fail('if', `must match "${branch}" schema`, { failingKeyword: branch });
        }
      }
    }
    return errors;
  }
}

type Fail = (keyword: string, message: string, params?: Record<string, unknown>) => void;
type Sub = (schema: unknown, value: unknown, instancePath: string, schemaPath: string) => SchemaError[];

/**
 * Every error of `data` against `schema` (ajv's allErrors), `$ref`s resolved in `rootSchema`.
 * Throws UnusableSchemaError for a schema that cannot be checked.
 */
export function checkJsonSchema(schema: JsonSchema, data: unknown, rootSchema: JsonSchema = schema): SchemaError[] {
  return new Checker(rootSchema).check(schema, data as Json, '', '#', 0);
}
