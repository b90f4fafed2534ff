// The user guide's documents per language and its search (console-shell.md §2 docs and helppage).
import { describe, expect, it } from 'vitest';
import { guideDocuments, HELP_SLUG } from '../../src/resources/userGuide/guideDocuments';
import { plainText, searchGuide } from '../../src/resources/userGuide/searchGuide';

describe('user guide documents', () => {
  it('lists the English chapters in order, then help, each titled by its first heading', () => {
    const documents = guideDocuments('en');
    expect(documents[0]).toMatchObject({ slug: 'getting-started', title: 'Getting started', locale: 'en' });
    expect(documents.at(-1)).toMatchObject({ slug: HELP_SLUG, title: 'Help' });
    expect(documents.map((d) => d.slug)).toContain('users');
    expect(documents.every((d) => d.title && d.locale === 'en')).toBe(true);
  });

  it('shows a translation where one exists and English for the rest, with the same chapters', () => {
    const english = guideDocuments('en');
    const japanese = guideDocuments('jp');
    expect(japanese.map((d) => d.slug)).toEqual(english.map((d) => d.slug));
    expect(japanese.find((d) => d.slug === 'getting-started')).toMatchObject({ title: 'はじめに', locale: 'jp' });
    expect(japanese.find((d) => d.slug === 'users')).toMatchObject({ title: 'Users and invitations', locale: 'en' });
  });

  it('links only to documents that exist', () => {
    const slugs = new Set(guideDocuments('en').map((d) => d.slug));
    for (const locale of ['en', 'fr', 'sp', 'jp', 'zh'] as const) {
      for (const document of guideDocuments(locale)) {
        for (const [, href] of document.markdown.matchAll(/\]\(([^)]+)\)/g)) expect(slugs, `${locale}/${document.slug} → ${href}`).toContain(href);
      }
    }
  });
});

describe('searching the guide', () => {
  const documents = guideDocuments('en');

  it('finds the pages holding every word, title matches first, with the words around the match', () => {
    const hits = searchGuide(documents, 'expired invitation');
    expect(hits.map((h) => h.slug)).toEqual(expect.arrayContaining(['users', HELP_SLUG]));
    expect(hits[0].slug).toBe('users');
    const [, match] = hits.find((h) => h.slug === HELP_SLUG)!.excerpt;
    expect(match.toLowerCase()).toBe('expired');
  });

  it('ignores case and accents, and reads Markdown as text', () => {
    expect(searchGuide(guideDocuments('fr'), 'PREMIERS PAS')[0].slug).toBe('getting-started');
    expect(searchGuide(guideDocuments('fr'), 'echecs')[0].slug).toBe(HELP_SLUG);
    expect(plainText('- **Invite** [the users](users) `now`')).toBe('Invite the users now');
  });

  it('finds words in scripts without spaces', () => {
    expect(searchGuide(guideDocuments('zh'), '忘记密码').map((h) => h.slug)).toEqual(['getting-started', HELP_SLUG]);
  });

  it('answers nothing for an empty query or a word the guide lacks', () => {
    expect(searchGuide(documents, '   ')).toEqual([]);
    expect(searchGuide(documents, 'xylophone')).toEqual([]);
  });
});
