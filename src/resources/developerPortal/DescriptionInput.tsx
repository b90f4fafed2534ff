// The description as rich text. The editor (tiptap through ra-input-rich-text) loads on demand,
// with the form; the server sanitises the HTML it stores.
import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { appValidators } from './appValidators';

const DescriptionEditor = lazy(() => import('../../ui/DescriptionEditor'));

export function DescriptionInput() {
  return (
    <Suspense fallback={<LinearProgress sx={{ my: 2 }} />}>
      <DescriptionEditor source="description" validate={appValidators.description} fullWidth />
    </Suspense>
  );
}
