// API Documents: the server's live OpenAPI document, the resource's one record (useGetOne),
// rendered by Swagger UI.
import { lazy, Suspense, useMemo } from 'react';
import { Alert, Box, Card, CircularProgress, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { API_DOCUMENTS_RESOURCE, OPENAPI_DOCUMENT } from './apiDocumentsDataProvider';

import type { OpenApiDocument } from './openApiServices';

const SwaggerViewer = lazy(() => import('./SwaggerViewer'));

/** The document as the server answered it: without the id react-admin's record carries. */
const documentOf = ({ id: _id, ...document }: OpenApiDocument & { id: string }): OpenApiDocument => document;

export function ApiDocumentsPage() {
  const translate = useTranslate();
  const document = useGetOne<OpenApiDocument & { id: string }>(API_DOCUMENTS_RESOURCE, { id: OPENAPI_DOCUMENT });
  const spec = useMemo(() => document.data && documentOf(document.data), [document.data]);
  const loading = <CircularProgress sx={{ m: 2 }} aria-label={translate('apiDocuments.loading')} />;
  return (
    <Box>
      <Title title={translate('shell.menu.apiDocuments')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('shell.menu.apiDocuments')}
      </Typography>
      {document.isPending && loading}
      {document.isError && (
        <Alert severity="error">{translate('apiDocuments.loadFailed', { error: document.error.message })}</Alert>
      )}
      {document.isSuccess && spec && (
        // Swagger UI's stylesheet is light and left-to-right only: its card stays so in any theme.
        <Card dir="ltr" sx={{ bgcolor: '#fff', color: '#3b4151' }}>
          <Suspense fallback={loading}>
            <SwaggerViewer spec={spec} />
          </Suspense>
        </Card>
      )}
    </Box>
  );
}
