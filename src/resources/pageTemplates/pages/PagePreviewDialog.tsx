// The preview modal (§2): a page's content rendered with its preview data, in the sandboxed frame.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TemplatePage } from '../../../../contract/pageTemplates';
import { PreviewFrame } from '../preview/PreviewFrame';
import { renderPage } from '../preview/renderPage';

export function PagePreviewDialog({ page, onClose }: { page: TemplatePage; onClose: () => void }) {
  const translate = useTranslate();
  const rendered = renderPage(page.content, page.dataForPreview);
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="page-preview-title">
      <DialogTitle id="page-preview-title">{`${translate('pageTemplates.preview.title')}: ${page.pageName}`}</DialogTitle>
      <DialogContent>
        {'html' in rendered
          ? <PreviewFrame html={rendered.html} title={translate('pageTemplates.preview.frame')} height="65vh" />
          : <Alert severity="error">{rendered.error}</Alert>}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('pageTemplates.actions.close')}</Button></DialogActions>
    </Dialog>
  );
}
