// The page editor's pure parts: the page rendered with its preview data (the shared engine, own keys
// only), the inert copy the preview image is drawn from, and §4's no-change rule.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../src/resources/pageTemplates/preview/renderPage';
import { inertMarkup } from '../../src/resources/pageTemplates/preview/inertMarkup';
import { draftIdOf, draftValuesOf } from '../../src/resources/pageTemplates/editor/draftValues';
import { pageUnchanged } from '../../contract/pageTemplatesRules';
import type { TemplatePage } from '../../contract/pageTemplates';

describe('renderPage', () => {
  it('fills the placeholders from the preview data, escaping values, never reaching inherited properties', () => {
    expect(renderPage('<h1>{{name}}</h1><p>{{constructor}}</p>', '{"name": "<b>Ada</b>"}'))
      .toEqual({ html: '<h1>&lt;b&gt;Ada&lt;&#x2F;b&gt;</h1><p></p>' });
  });

  it('says why when the data does not parse or the template is broken', () => {
    expect(renderPage('{{name}}', '{"name": ')).toMatchObject({ error: expect.stringMatching(/not valid JSON/) });
    expect(renderPage('{{#items}}', '{}')).toMatchObject({ error: expect.stringMatching(/Unclosed section/) });
  });
});

describe('inertMarkup', () => {
  it('takes out everything that could run, and keeps the rest', () => {
    const inert = inertMarkup(
      '<style>h1{color:red}</style><h1 onclick="steal()" class="title">Hi</h1><script>steal()</script>'
      + '<a href="javascript:steal()">x</a><a href="https://example.com/">y</a><img src="x" onerror="steal()">'
      + '<iframe src="https://example.com"></iframe><object data="x"></object><meta http-equiv="refresh" content="0;url=/"><base href="https://evil/">',
    );
    expect(inert).not.toMatch(/steal|<script|<iframe|<object|http-equiv|<base|javascript:/);
    expect(inert).toContain('<h1 class="title">Hi</h1>');
    expect(inert).toContain('<a href="https://example.com/">y</a>');
    expect(inert).toContain('h1{color:red}');
    expect(inert.startsWith('<!doctype html>')).toBe(true);
  });
});

describe('the no-change rule (§4)', () => {
  const page = {
    id: 7, stage: 'draft', draftId: null, pageName: 'Home', description: '<p>d</p>', category: 'c', comments: 'x', status: 'ACTIVE',
    content: '<h1/>', dataForPreview: '{}', previewImage: '', stable: false,
  } as unknown as TemplatePage;

  it('counts content, preview data, name, description, comments and status only', () => {
    const saved = draftValuesOf(page);
    expect(pageUnchanged(saved, { ...saved, category: 'other', stable: true, previewImage: 'data:image/png;base64,AA==' } as typeof saved)).toBe(true);
    for (const field of ['content', 'dataForPreview', 'pageName', 'description', 'comments'] as const) {
      expect(pageUnchanged(saved, { ...saved, [field]: 'changed' }), field).toBe(false);
    }
    expect(pageUnchanged(saved, { ...saved, status: 'INACTIVE' })).toBe(false);
  });

  it('saves a published page into the draft it came from', () => {
    expect(draftIdOf(page)).toBe(7);
    expect(draftIdOf({ ...page, id: 9, stage: 'published', draftId: 7 })).toBe(7);
    expect(draftIdOf({ ...page, id: 9, stage: 'published', draftId: null })).toBeUndefined();
    expect(draftIdOf(undefined)).toBeUndefined();
    expect(draftValuesOf(undefined)).toMatchObject({ status: 'ACTIVE', dataForPreview: '{}', stable: false });
  });
});
