// The side navigation: a fixed column (250 px, 80 px collapsed) on wide screens; the layout puts
// the same list in a drawer on small ones.
import { Fragment } from 'react';
import { List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { findActiveEntry, useMenuEntries } from '../../plugins/useMenuEntries';

export function SideMenu({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const entries = useMenuEntries();
  const active = findActiveEntry(entries, pathname);
  return (
    <List component="nav" aria-label={translate('shell.menu.label')} sx={{ py: 1 }}>
      {entries.map((entry) => {
        const Icon = entry.icon ?? ChevronRightIcon;
        const label = translate(entry.label);
        const Submenu = collapsed ? undefined : entry.submenu;
        return (
          <Fragment key={entry.key}>
            <Tooltip title={collapsed ? label : ''} placement="right">
              <ListItemButton
                component={Link}
                to={entry.to}
                selected={entry === active}
                onClick={onNavigate}
                aria-label={collapsed ? label : undefined}
                sx={{
                  color: 'inherit',
                  justifyContent: collapsed ? 'center' : 'flex-start',
                  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: (theme) => theme.shell.sideNav.selected },
                }}
              >
                <ListItemIcon sx={{ color: 'inherit', minWidth: collapsed ? 0 : 48 }}>
                  <Icon />
                </ListItemIcon>
                {!collapsed && <ListItemText primary={label} />}
              </ListItemButton>
            </Tooltip>
            {Submenu && <Submenu onNavigate={onNavigate} />}
          </Fragment>
        );
      })}
    </List>
  );
}
