// §2 {base}/templates/{templateId}/pages/previewimage: the preview image the editor made, in a new tab.
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { handedImage } from './previewHandoff';

export function PageImagePage() {
  const translate = useTranslate();
  const image = handedImage();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('pageTemplates.preview.imageTitle')} />
      <Typography variant="h5" component="h1" gutterBottom>{translate('pageTemplates.preview.imageTitle')}</Typography>
      {image.startsWith('data:image/')
        ? <Box component="img" src={image} alt={translate('pageTemplates.preview.imageAlt')} sx={{ maxWidth: '100%', border: 1, borderColor: 'divider' }} />
        : <Typography>{translate('pageTemplates.preview.nothing')}</Typography>}
    </Box>
  );
}
