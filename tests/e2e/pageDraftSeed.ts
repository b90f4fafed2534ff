// A page template with a draft, made through the platform API as the account's owner (the kit's
// PlatformApi), for the journeys that start in the draft editor (AI assistant, page history).
import { expect, type Page } from './fixtures';
import type { PlatformApi, SeededAccount } from './kit';

const API = '/app/developerApp';

export interface DraftFields {
  pageName: string;
  description: string;
  category: string;
  comments: string;
  status: 'ACTIVE' | 'INACTIVE';
  content: string;
  dataForPreview: string;
  stable: boolean;
}

export const draftFields = (overrides: Partial<DraftFields> = {}): DraftFields => ({
  pageName: 'Welcome', description: '<p>The first page</p>', category: 'Landing', comments: '', status: 'ACTIVE',
  content: '<h1 id="greeting">Hello {{name}}</h1>', dataForPreview: '{"name": "Ada"}', stable: false, ...overrides,
});

/** An app template named `templateName` (for the account's first app) with one draft; answers the draft's id and a save of it. */
export async function seedPageDraft(api: PlatformApi, account: SeededAccount, templateName: string, fields: DraftFields) {
  const call = <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: object) =>
    api.call<T>(account.owner, method, `${API}${path}`, { accountId: account.id, data });
  const { apps } = await call<{ apps: { id: number }[] }>('GET', '/templates/targets');
  const template = await call<{ data: { id: number } }>('POST', '/templates', { name: templateName, appId: apps[0].id });
  const draft = await call<{ data: { id: number } }>('POST', '/template-pages-draft', { ...fields, templateId: template.data.id });
  return { draftId: draft.data.id, save: (next: DraftFields) => call('PUT', `/template-pages-draft/${draft.data.id}`, next) };
}

/** Opens the draft editor on a page of the template, from the Page Templates page of the account entered. */
export async function openDraftEditor(page: Page, templateName: string, pageName: string) {
  const accountId = /\/admin\/app\/(\d+)\//.exec(page.url())![1];
  await page.goto(`/admin/app/${accountId}/page-templates`);
  await page.getByRole('button', { name: templateName }).click();
  await page.getByRole('button', { name: `Page actions: ${pageName}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editor = page.getByRole('presentation').filter({ has: page.getByRole('tab', { name: 'General' }) });
  await expect(editor.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Edit template page draft');
  return editor;
}
