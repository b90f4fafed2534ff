// The side navigation: a fixed column (250 px, 80 px collapsed) on wide screens; the layout puts
// the same list in a drawer on small ones.
import { Fragment } from 'react';
import { List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { findActiveEntry, useMenuEntries } from '../../plugins/useMenuEntries';
import { useNewItemCounts } from './newItemCounts';
import { NewItemsBadge, NewItemsText, useNewItemsText } from './NewItemsBadge';

export function SideMenu({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const entries = useMenuEntries();
  const active = findActiveEntry(entries, pathname);
  const newItems = useNewItemCounts(entries, active?.key);
  const newItemsText = useNewItemsText();
  return (
    <List component="nav" aria-label={translate('shell.menu.label')} sx={{ py: 1 }}>
      {entries.map((entry) => {
        const Icon = entry.icon ?? ChevronRightIcon;
        const label = translate(entry.label);
        const count = newItems[entry.key] ?? 0;
        const Submenu = collapsed ? undefined : entry.submenu;
        return (
          <Fragment key={entry.key}>
            <Tooltip title={collapsed ? label : ''} placement="right">
              <ListItemButton
                component={Link}
                to={entry.to}
                selected={entry === active}
                onClick={onNavigate}
                aria-label={collapsed ? [label, newItemsText(count)].filter(Boolean).join(', ') : undefined}
                sx={{
                  color: 'inherit',
                  justifyContent: collapsed ? 'center' : 'flex-start',
                  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: (theme) => theme.shell.sideNav.selected },
                }}
              >
                <ListItemIcon sx={{ color: 'inherit', minWidth: collapsed ? 0 : 48 }}>
                  <NewItemsBadge count={count}><Icon /></NewItemsBadge>
                </ListItemIcon>
                {!collapsed && <ListItemText primary={label} />}
                {!collapsed && <NewItemsText count={count} />}
              </ListItemButton>
            </Tooltip>
            {Submenu && <Submenu onNavigate={onNavigate} />}
          </Fragment>
        );
      })}
    </List>
  );
}
