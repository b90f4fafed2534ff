// The page templates page (/app/{accountId}/page-templates): a plugin page, not react-admin's /pageTemplates, so the
// list runs inside an explicit resource context.
import { ResourceContextProvider } from 'react-admin';
import { PageTemplateList } from './PageTemplateList';
import { PAGE_TEMPLATES_RESOURCE } from './pageTemplatesAccess';

export function PageTemplatesPage() {
  return (
    <ResourceContextProvider value={PAGE_TEMPLATES_RESOURCE}>
      <PageTemplateList />
    </ResourceContextProvider>
  );
}
