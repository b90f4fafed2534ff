// The email templates page (/app/{accountId}/email-templates): a plugin page, not react-admin's /emailTemplates, so the
// list runs inside an explicit resource context.
import { ResourceContextProvider } from 'react-admin';
import { EmailTemplateList } from './EmailTemplateList';
import { EMAIL_TEMPLATES_RESOURCE } from './emailTemplatesAccess';

export function EmailTemplatesPage() {
  return (
    <ResourceContextProvider value={EMAIL_TEMPLATES_RESOURCE}>
      <EmailTemplateList />
    </ResourceContextProvider>
  );
}
