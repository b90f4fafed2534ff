// §2 {base}/templates/{templateId}/pages/preview: the page the editor's Preview handed over, full size, in
// the sandboxed frame.
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { PreviewFrame } from './PreviewFrame';
import { handedCode } from './previewHandoff';

export function PagePreviewPage() {
  const translate = useTranslate();
  const html = handedCode();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('pageTemplates.preview.title')} />
      <Typography variant="h5" component="h1" gutterBottom>{translate('pageTemplates.preview.title')}</Typography>
      {html
        ? <PreviewFrame html={html} title={translate('pageTemplates.preview.frame')} height="80vh" />
        : <Typography>{translate('pageTemplates.preview.nothing')}</Typography>}
    </Box>
  );
}
