// API Documents: the server's live OpenAPI document, rendered by Swagger UI.
import { lazy, Suspense } from 'react';
import { Alert, Box, Card, CircularProgress, Typography } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { API_DOCUMENTS_RESOURCE, type ApiDocumentsDataProvider } from './apiDocumentsDataProvider';

import type { OpenApiDocument } from './openApiServices';

const SwaggerViewer = lazy(() => import('./SwaggerViewer'));

export function ApiDocumentsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDocumentsDataProvider>();
  const document = useQuery({
    queryKey: [API_DOCUMENTS_RESOURCE, 'openapi'],
    queryFn: () => dataProvider.openApiDocument(API_DOCUMENTS_RESOURCE),
  });
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
      {document.isSuccess && (
        // Swagger UI's stylesheet is light and left-to-right only: its card stays so in any theme.
        <Card dir="ltr" sx={{ bgcolor: '#fff', color: '#3b4151' }}>
          <Suspense fallback={loading}>
            <SwaggerViewer spec={document.data as OpenApiDocument} />
          </Suspense>
        </Card>
      )}
    </Box>
  );
}
