// The pieces both guide pages are made of: the search over every document, and a document rendered
// from its Markdown with @uiw/react-md-editor's preview (links between documents stay in the console).
import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Link, List, ListItem, TextField, Typography, useTheme } from '@mui/material';
import MarkdownPreview from '@uiw/react-markdown-preview/nohighlight';
import { useLocaleState, useTranslate } from 'react-admin';
import type { GuideDocument } from './guideDocuments';
import { searchGuide } from './searchGuide';
import { languageTag } from '../../i18n/languages';
import { documentLink } from './guidePaths';

/** A link written as a document's slug, e.g. `[Users](users)`. */
const DOCUMENT_SLUG = /^[a-z][\w-]*$/;

function GuideLink({ href = '', children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (DOCUMENT_SLUG.test(href)) return <Link component={RouterLink} to={documentLink(href)}>{children}</Link>;
  return <Link href={href} target="_blank" rel="noopener noreferrer">{children}</Link>;
}

type HastNode = { type: string; tagName?: string; children?: HastNode[] };

/** The preview puts a hidden, focusable anchor in each heading: drop it (axe: aria-hidden-focus). */
function withoutHeadingAnchors(node: HastNode, _index?: number, parent?: HastNode) {
  if (node.tagName === 'a' && parent?.tagName && /^h[1-6]$/.test(parent.tagName)) {
    parent.children = parent.children?.filter((child) => child !== node);
  }
}

export function GuideArticle({ document }: { document: GuideDocument }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const untranslated = document.locale !== locale;
  return (
    <Box component="article" sx={{ flex: 1, minWidth: 0 }} lang={untranslated ? languageTag(document.locale) : undefined} data-color-mode={theme.palette.mode}>
      {untranslated && <Alert severity="info" sx={{ mb: 2 }} lang={languageTag(locale)}>{translate('userGuide.untranslated')}</Alert>}
      <MarkdownPreview
        source={document.markdown}
        components={{ a: GuideLink }}
        rehypeRewrite={withoutHeadingAnchors as never}
        style={{ background: 'transparent', color: theme.palette.text.primary, fontFamily: theme.typography.fontFamily }}
      />
    </Box>
  );
}

export function GuideSearch({ documents, query, onQuery }: { documents: GuideDocument[]; query: string; onQuery: (query: string) => void }) {
  const translate = useTranslate();
  const hits = searchGuide(documents, query);
  return (
    <Box role="search" sx={{ mb: 2 }}>
      <TextField type="search" label={translate('userGuide.search')} value={query} onChange={(event) => onQuery(event.target.value)} fullWidth size="small" />
      {query.trim() && (
        <Box aria-live="polite">
          <Typography sx={{ mt: 2 }} role="status">
            {hits.length ? translate('userGuide.results', { smart_count: hits.length }) : translate('userGuide.noResults', { query })}
          </Typography>
          <List>
            {hits.map((hit) => (
              <ListItem key={hit.slug} sx={{ display: 'block' }} disableGutters>
                <Link component={RouterLink} to={documentLink(hit.slug)} variant="subtitle1">{hit.title}</Link>
                <Typography variant="body2" color="text.secondary">
                  {hit.excerpt[0]}<mark>{hit.excerpt[1]}</mark>{hit.excerpt[2]}
                </Typography>
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
}
