// The page templates page (/app/{accountId}/page-templates): tabs for the account's app templates and
// instance templates, each a list inside its resource context; the chosen template's pages below it
// ('no template selected, please select template' until one is chosen). The choice is kept in the URL
// (?kind=app|instance&template={id}), so a reload or a bookmark keeps it.
import { useSearchParams } from 'react-router-dom';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { ResourceContextProvider, useTranslate } from 'react-admin';
import { PageTemplateList } from './PageTemplateList';
import { INSTANCE_TEMPLATES_RESOURCE, PAGE_TEMPLATES_RESOURCE } from './pageTemplatesAccess';
import { TemplatePages } from './pages/TemplatePages';
import type { TemplateKind } from './templatePagesResources';

export function PageTemplatesPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const kind: TemplateKind = params.get('kind') === 'instance' ? 'instance' : 'app';
  const templateId = Number(params.get('template')) || undefined;
  const choose = (next: TemplateKind, id?: number) => setParams(id ? { kind: next, template: String(id) } : { kind: next }, { replace: true });
  return (
    <Box sx={{ pt: 1 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{translate('pageTemplates.menu')}</Typography>
      <Tabs value={kind} onChange={(_e, next: TemplateKind) => choose(next)} aria-label={translate('pageTemplates.kinds.label')}>
        <Tab value="app" label={translate('pageTemplates.kinds.app')} />
        <Tab value="instance" label={translate('pageTemplates.kinds.instance')} />
      </Tabs>
      <ResourceContextProvider value={kind === 'app' ? PAGE_TEMPLATES_RESOURCE : INSTANCE_TEMPLATES_RESOURCE}>
        <PageTemplateList key={kind} selectedId={templateId} onSelect={(template) => choose(kind, template.id)} />
      </ResourceContextProvider>
      <TemplatePages template={templateId ? { kind, id: templateId } : undefined} />
    </Box>
  );
}
