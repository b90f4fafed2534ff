// The templates' shared engine and the email template rules (contract/placeholdersRules.ts,
// contract/emailTemplatesRules.ts), the same for the console's preview and the server's test mail:
// which placeholders the sample data lacks, what a render may reach, and the field problems.
import { describe, expect, it } from 'vitest';
import { missingPlaceholders, parseSampleData, renderTemplate, templateSyntaxError } from '../../contract/placeholdersRules';
import { emailTemplateCheck, emailTemplateProblems, problemText } from '../../contract/emailTemplatesRules';

const data = { user: { name: 'Ada <L>' }, items: [{ title: 'Tea' }, { title: 'Cake' }], empty: [], vip: false, count: 0 };

describe('missingPlaceholders', () => {
  it('lists the names, dotted paths and sections the data lacks, in order of first use, each once', () => {
    expect(missingPlaceholders(['Hi {{user.name}} {{user.email}} {{code}}', '{{{code}}} {{#coupon}}x{{/coupon}} {{^banned}}ok{{/banned}}'], data))
      .toEqual(['user.email', 'code', 'coupon', 'banned']);
  });

  it('looks names up inside a list\'s first item, then outside it, as the render does', () => {
    expect(missingPlaceholders(['{{#items}}{{title}} for {{user.name}}, {{price}}{{/items}}'], data)).toEqual(['price']);
  });

  it('cannot tell what an empty list\'s items need, and reads inside a false or empty section against the outside', () => {
    expect(missingPlaceholders(['{{#empty}}{{anything}}{{/empty}} {{#vip}}{{perk}}{{/vip}} {{#count}}{{.}}{{/count}}'], data)).toEqual(['perk']);
  });

  it('counts inherited names as missing: the data\'s own keys only (a list\'s length is its own)', () => {
    expect(missingPlaceholders(['{{constructor}} {{user.toString}} {{__proto__}} {{items.length}}'], data))
      .toEqual(['constructor', 'user.toString', '__proto__']);
    expect(renderTemplate('{{items.length}}', data, { html: false })).toBe('2');
  });

  it('skips a template that does not parse (its syntax error is the problem)', () => {
    expect(missingPlaceholders(['{{#open}}', '{{x}}'], {})).toEqual(['x']);
    expect(templateSyntaxError('{{#open}}')).toBe('Unclosed section "open" at 9');
    expect(templateSyntaxError('{{ok}}')).toBeUndefined();
  });
});

describe('renderTemplate', () => {
  it('escapes HTML values unless triple-braced, and escapes nothing in text', () => {
    expect(renderTemplate('<b>{{user.name}}</b>{{{user.name}}}', data, { html: true })).toBe('<b>Ada &lt;L&gt;</b>Ada <L>');
    expect(renderTemplate('{{user.name}}: {{#items}}{{title}};{{/items}}', data, { html: false })).toBe('Ada <L>: Tea;Cake;');
  });

  it('reaches no prototype, calls nothing and has no partials', () => {
    const template = '[{{constructor}}][{{user.constructor.name}}][{{items.map}}][{{__proto__}}][{{user.name.length}}][{{> user}}]';
    expect(renderTemplate(template, data, { html: false })).toBe('[][][][][][]');
  });
});

describe('email template rules', () => {
  const content = { name: 'Welcome', subject: 'Hi {{user.name}}', htmlBody: '<p>{{code}}</p>', textBody: '', sampleData: '{"user": {"name": "Ada"}}' };

  it('warns of missing placeholders without making them a problem', () => {
    expect(emailTemplateProblems(content)).toEqual([]);
    expect(emailTemplateCheck(content)).toEqual({ data: { user: { name: 'Ada' } }, missing: ['code'] });
  });

  it('names each field\'s first problem in the form\'s order, with the server\'s English text', () => {
    const problems = emailTemplateProblems({ name: ' ', subject: '', htmlBody: '{{#a}}', textBody: 'x'.repeat(100_001), sampleData: '{"a": ' });
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['name', 'nameRequired'], ['subject', 'subjectRequired'], ['htmlBody', 'syntax'], ['textBody', 'tooLong'], ['sampleData', 'sampleJson'],
    ]);
    expect(problemText(problems[2])).toBe('Not a valid template: Unclosed section "a" at 6');
    expect(problemText(problems[3])).toBe('At most 100000 characters');
  });

  it('takes sample data that is a JSON object only; empty is {}', () => {
    expect(parseSampleData('')).toEqual({ data: {} });
    expect(parseSampleData('[1]')).toMatchObject({ reason: 'object' });
    expect(parseSampleData('{')).toMatchObject({ reason: 'json' });
    expect(emailTemplateCheck({ ...content, sampleData: 'null' })).toEqual({ missing: [] });
  });
});
