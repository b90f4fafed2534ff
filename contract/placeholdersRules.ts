// Templates with `{{placeholders}}` (email templates, page templates): one logic-less engine for the
// console's previews and the server's renders, so both show the same text. The engine is Mustache
// (mustache.js): small, no code generation (it runs under the console's CSP, which has no
// 'unsafe-eval'), no helpers. Its own lookup reaches inherited properties (`{{constructor}}`) and calls
// functions, so rendering here uses a context that reads the data's OWN keys only and never calls
// anything: `{{constructor}}`, `{{name.length}}` or `{{__proto__}}` render empty. No partials.
// No TypeBox here: the console imports this module.
import Mustache from 'mustache';

/** Sample or preview data: a JSON object. */
export type TemplateData = Record<string, unknown>;

type Found = { hit: true; value: unknown } | { hit: false };

const hasOwn = (value: unknown, key: string): boolean =>
  value !== null && typeof value === 'object' && Object.prototype.hasOwnProperty.call(value, key);

/** A dotted name (`order.total`) through own keys only. */
function resolve(view: unknown, name: string): Found {
  let value = view;
  for (const key of name.split('.')) {
    if (!hasOwn(value, key)) return { hit: false };
    value = (value as Record<string, unknown>)[key];
  }
  return { hit: true, value };
}

/** Mustache's context with the own-keys lookup: a name is looked up in this section's value, then its parents. */
class OwnKeysContext extends Mustache.Context {
  override push(view: unknown): OwnKeysContext {
    return new OwnKeysContext(view, this);
  }

  override lookup(name: string): unknown {
    if (name === '.') return this.view;
    const found = resolve(this.view, name);
    if (found.hit) return typeof found.value === 'function' ? undefined : found.value;
    return this.parent ? this.parent.lookup(name) : undefined;
  }
}

const keepAsIs = (value: unknown) => String(value);

/**
 * The template with the data filled in. `html`: values are HTML-escaped (`{{{name}}}` leaves one as it
 * is); otherwise (a subject, a text body) nothing is escaped. Throws on a template Mustache cannot
 * parse; check templateSyntaxError first.
 */
export function renderTemplate(template: string, data: TemplateData, options: { html: boolean }): string {
  // A writer per call: Mustache's shared writer caches every template it has seen, without bound.
  const writer = new Mustache.Writer();
  return writer.render(template, new OwnKeysContext(data), undefined, options.html ? undefined : { escape: keepAsIs });
}

/** Why Mustache cannot parse the template (e.g. 'Unclosed section "items" at 12'), or undefined. */
export function templateSyntaxError(template: string): string | undefined {
  try {
    new Mustache.Writer().parse(template);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

type Token = [string, string, number, number, Token[]?];

/** The section's value as Mustache pushes it: a list's first item (an empty list: unknown), an object, a value. */
function sectionViews(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value.length ? [value[0]] : undefined;
  return value ? [value] : [];
}

function collectMissing(tokens: Token[], stack: unknown[], missing: Set<string>) {
  const found = (name: string): Found => {
    for (let i = stack.length - 1; i >= 0; i -= 1) {
      const result = resolve(stack[i], name);
      if (result.hit) return result;
    }
    return { hit: false };
  };
  for (const [type, name, , , children] of tokens) {
    if (type === 'name' || type === '&' || type === '#' || type === '^') {
      const result = name === '.' ? { hit: true as const, value: stack.at(-1) } : found(name);
      if (!result.hit) missing.add(name);
      if (!children) continue;
      const pushed = type === '#' && result.hit ? sectionViews(result.value) : [];
      // A section over an empty list shows nothing, so what its items would need cannot be told.
      if (pushed) collectMissing(children, [...stack, ...pushed], missing);
    }
  }
}

/**
 * The placeholders (and section names) the templates use that the data does not have, in order of
 * first use, each once. Inside `{{#list}}` names are looked up in the list's first item, then outside
 * it, as Mustache renders them. Templates that do not parse are skipped (templateSyntaxError says why).
 */
export function missingPlaceholders(templates: readonly string[], data: TemplateData): string[] {
  const missing = new Set<string>();
  for (const template of templates) {
    if (templateSyntaxError(template)) continue;
    collectMissing(new Mustache.Writer().parse(template) as Token[], [data], missing);
  }
  return [...missing];
}

/** `error` in English; `reason` and `detail` (the JSON parser's message) for a translated one. */
export type SampleDataResult = { data: TemplateData } | { error: string; reason: 'json' | 'object'; detail?: string };

/** Sample data as typed: empty is `{}`; otherwise it must be a JSON object (not a list or a value). */
export function parseSampleData(text: string): SampleDataResult {
  if (!text.trim()) return { data: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { error: `Sample data is not valid JSON: ${detail}`, reason: 'json', detail };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { error: 'Sample data must be a JSON object, such as {"name": "Ada"}', reason: 'object' };
  }
  return { data: parsed as TemplateData };
}
