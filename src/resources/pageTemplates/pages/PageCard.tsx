// One page as a card (§2 "Template page drafts screen"): the preview image (the no-image picture when there
// is none or it fails to load), page name, description, category, the active/inactive switch, and the menu
// (edit, preview, delete) for those who may use it.
import { useState } from 'react';
import {
  Card, CardActions, CardContent, CardHeader, CardMedia, FormControlLabel, IconButton, Menu, MenuItem, Switch, Typography,
} from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import type { TemplatePage } from '../../../../contract/pageTemplates';
import { NO_IMAGE } from '../../../ui/noImage';
import { plainText } from './plainText';

export interface PageActions {
  /** Undefined when the user may not use the card menu (§6 subscribe_{type}). */
  menu?: { edit: () => void; preview: () => void; remove: () => void };
  /** Undefined when the user may not change pages. */
  onStatus?: (active: boolean) => void;
}

export function PageMenu({ page, menu }: { page: TemplatePage; menu: NonNullable<PageActions['menu']> }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const act = (action: () => void) => () => { setAnchor(null); action(); };
  const label = `${translate('pageTemplates.pages.menu')}: ${page.pageName}`;
  return (
    <>
      <IconButton aria-label={label} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} size="small">
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={act(menu.edit)}>{translate('pageTemplates.pages.edit')}</MenuItem>
        <MenuItem onClick={act(menu.preview)}>{translate('pageTemplates.pages.preview')}</MenuItem>
        <MenuItem onClick={act(menu.remove)}>{translate('pageTemplates.pages.delete')}</MenuItem>
      </Menu>
    </>
  );
}

export function StatusSwitch({ page, onStatus }: { page: TemplatePage; onStatus?: (active: boolean) => void }) {
  const translate = useTranslate();
  const active = page.status === 'ACTIVE';
  return (
    <FormControlLabel
      control={<Switch checked={active} disabled={!onStatus} onChange={(e) => onStatus?.(e.target.checked)} slotProps={{ input: { 'aria-label': `${translate('pageTemplates.pages.status')}: ${page.pageName}` } }} />}
      label={translate(active ? 'pageTemplates.pages.active' : 'pageTemplates.pages.inactive')}
    />
  );
}

export function PageCard({ page, menu, onStatus }: { page: TemplatePage } & PageActions) {
  const translate = useTranslate();
  const [broken, setBroken] = useState(false);
  const image = page.previewImage && !broken ? page.previewImage : NO_IMAGE;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="page-card">
      <CardHeader
        title={<Typography variant="h6" component="h3" noWrap>{page.pageName}</Typography>}
        subheader={page.category || undefined}
        action={menu && <PageMenu page={page} menu={menu} />}
        sx={{ '& .MuiCardHeader-content': { minWidth: 0 } }}
      />
      <CardMedia
        component="img"
        image={image}
        alt={image === NO_IMAGE ? translate('pageTemplates.pages.noImage') : `${translate('pageTemplates.preview.imageAlt')}: ${page.pageName}`}
        onError={() => setBroken(true)}
        sx={{ height: 180, objectFit: 'cover', objectPosition: 'top', bgcolor: 'grey.100' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {plainText(page.description)}
        </Typography>
      </CardContent>
      <CardActions>
        <StatusSwitch page={page} onStatus={onStatus} />
      </CardActions>
    </Card>
  );
}
