// The preview side drawer (§2): name, id, description (cut at 440 characters, 'show more' above
// 250), logo, favicon (or '-') and access URL. The description is shown as text, never as HTML.
import { useState, type ReactNode } from 'react';
import { Box, Divider, Drawer, IconButton, Link, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { ItemLogo } from './ItemLogo';
import { LogoImage } from '../../ui/LogoImage';
import { descriptionPreview, descriptionText } from './portalRules';
import type { AppView } from '../../../contract/developerPortal';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>{children}</Typography>
    </Box>
  );
}

export function ItemPreviewDrawer({ item, open, onClose }: { item: AppView; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const text = descriptionText(item.description);
  const { preview, showMore } = descriptionPreview(text);
  const field = (name: string) => translate(`resources.developerApps.fields.${name}`);
  const none = translate('developerPortal.preview.none');
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box role="region" aria-label={translate('developerPortal.preview.title')} sx={{ width: { xs: '100vw', sm: 420 }, p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" sx={{ flex: 1 }}>{translate('developerPortal.preview.title')}</Typography>
          <IconButton aria-label={translate('developerPortal.action.close')} onClick={onClose}><CloseIcon /></IconButton>
        </Box>
        <Divider sx={{ mb: 2 }} />
        <Detail label={field('name')}>{item.name}</Detail>
        <Detail label={field('id')}>{item.id}</Detail>
        <Detail label={field('description')}>
          {(expanded ? text : preview) || none}
          {showMore && (
            <Link component="button" onClick={() => setExpanded(!expanded)} sx={{ ml: 1, verticalAlign: 'baseline' }}>
              {translate(expanded ? 'developerPortal.action.showLess' : 'developerPortal.action.showMore')}
            </Link>
          )}
        </Detail>
        <Detail label={field('logo')}><ItemLogo item={item} size={75} /></Detail>
        <Detail label={field('favicon')}>
          {item.favicon ? <LogoImage src={item.favicon} alt={field('favicon')} width={32} /> : none}
        </Detail>
        <Detail label={field('accessUrl')}>
          {item.accessUrl ? <Link href={item.accessUrl} target="_blank" rel="noopener noreferrer">{item.accessUrl}</Link> : none}
        </Detail>
      </Box>
    </Drawer>
  );
}
