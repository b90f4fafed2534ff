// The editor's General tab: page name (required, at most 40), description as rich text (required),
// category, comments (Markdown) and status (required).
import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { maxLength, required, SelectInput, TextInput } from 'react-admin';
import { PAGE_CATEGORY_MAX, PAGE_COMMENTS_MAX, PAGE_DESCRIPTION_MAX, PAGE_NAME_MAX, PAGE_STATUSES } from '../../../../contract/pageTemplatesRules';

const DescriptionEditor = lazy(() => import('../../../ui/DescriptionEditor'));
const MarkdownInput = lazy(() => import('../../../ui/MarkdownInput'));

const pageNameRules = [required('pageTemplates.validation.blanPageName'), maxLength(PAGE_NAME_MAX, 'pageTemplates.validation.pageNameMax')];
const descriptionRules = [
  (value: string) => (!value || value.replace(/<[^>]*>/g, '').trim() === '' ? 'pageTemplates.validation.blankDescription' : undefined),
  maxLength(PAGE_DESCRIPTION_MAX),
];
const statusRules = [required('pageTemplates.validation.blankStatus')];
const statusChoices = PAGE_STATUSES.map((id) => ({ id, name: `pageTemplates.status.${id}` }));

export function GeneralTab() {
  return (
    <>
      <TextInput source="pageName" label="pageTemplates.fields.pageName" validate={pageNameRules} fullWidth />
      <Suspense fallback={<LinearProgress sx={{ my: 2 }} />}>
        <DescriptionEditor source="description" label="pageTemplates.fields.description" validate={descriptionRules} fullWidth />
      </Suspense>
      <TextInput source="category" label="pageTemplates.fields.category" validate={maxLength(PAGE_CATEGORY_MAX)} fullWidth />
      <Suspense fallback={<LinearProgress sx={{ my: 2 }} />}>
        <MarkdownInput source="comments" label="pageTemplates.fields.comments" validate={maxLength(PAGE_COMMENTS_MAX)} />
      </Suspense>
      <SelectInput source="status" label="pageTemplates.fields.status" choices={statusChoices} validate={statusRules} />
    </>
  );
}
