// The user guide (/app/docs: chapters and search) and the help page (/app/helppage: questions and
// answers, and the same search), in the chosen language where a translation exists.
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../plugins/types';
import { guideDocuments, HELP_SLUG } from './guideDocuments';
import { GuideArticle, GuideSearch } from './GuideView';
import { documentLink, userGuidePage } from './guidePaths';
import { PageHeading } from '../../ui/PageHeading';

/** The documents in the chosen language, and the search query kept in the address (?q=). */
function useGuide() {
  const [locale] = useLocaleState();
  const documents = useMemo(() => guideDocuments(locale as Locale), [locale]);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const setQuery = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('q', next);
      else updated.delete('q');
      return updated;
    }, { replace: true });
  return { documents, params, query, setQuery };
}

export function UserGuidePage() {
  const translate = useTranslate();
  const { documents, params, query, setQuery } = useGuide();
  const chapters = documents.filter((document) => document.slug !== HELP_SLUG);
  const chapter = chapters.find((document) => document.slug === params.get('chapter')) ?? chapters[0];
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate('userGuide.guide')} />
      <CardContent>
        {/* A chapter's title is the page's heading; while searching, the guide's name is. */}
        {query.trim() && <PageHeading>{translate('userGuide.guide')}</PageHeading>}
        <GuideSearch documents={documents} query={query} onQuery={setQuery} />
        {!query.trim() && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <nav aria-label={translate('userGuide.chapters')}>
              <List dense sx={{ minWidth: 220 }}>
                {chapters.map((document) => (
                  <ListItem key={document.slug} disablePadding>
                    <ListItemButton
                      component={RouterLink} to={documentLink(document.slug)}
                      selected={document === chapter} aria-current={document === chapter ? 'page' : undefined}
                    >
                      <ListItemText primary={document.title} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </nav>
            <GuideArticle document={chapter} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

export function HelpPage() {
  const translate = useTranslate();
  const { documents, query, setQuery } = useGuide();
  const help = documents.find((document) => document.slug === HELP_SLUG);
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate('userGuide.help')} />
      <CardContent>
        {query.trim() && <PageHeading>{translate('userGuide.help')}</PageHeading>}
        <GuideSearch documents={documents} query={query} onQuery={setQuery} />
        {!query.trim() && help && <GuideArticle document={help} />}
        <Button component={RouterLink} to={userGuidePage.path({})} startIcon={<MenuBookIcon />} sx={{ mt: 2 }}>
          {translate('userGuide.openGuide')}
        </Button>
      </CardContent>
    </Card>
  );
}
