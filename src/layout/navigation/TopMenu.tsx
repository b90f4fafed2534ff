// The top navigation: a coloured bar of the same entries under the header.
import { Fragment } from 'react';
import { Box, Button } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { findActiveEntry, useMenuEntries } from '../../plugins/useMenuEntries';
import { TopSubmenuButton } from './TopSubmenuButton';
import { useNewItemCounts } from './newItemCounts';
import { NewItemsBadge, NewItemsText } from './NewItemsBadge';

export function TopMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const entries = useMenuEntries();
  const active = findActiveEntry(entries, pathname);
  const newItems = useNewItemCounts(entries, active?.key);
  return (
    <Box
      component="nav"
      aria-label={translate('shell.menu.label')}
      sx={(theme) => ({
        display: 'flex',
        gap: 0.5,
        px: 2,
        py: 0.5,
        overflowX: 'auto',
        bgcolor: theme.shell.topNav,
        color: theme.palette.getContrastText(theme.shell.topNav),
      })}
    >
      {entries.map((entry) => {
        const Icon = entry.icon ?? ChevronRightIcon;
        const isActive = entry === active;
        const count = newItems[entry.key] ?? 0;
        return (
          <Fragment key={entry.key}>
            <Button
              component={Link}
              to={entry.to}
              color="inherit"
              startIcon={<NewItemsBadge count={count}><Icon /></NewItemsBadge>}
              aria-current={isActive ? 'page' : undefined}
              sx={{ flexShrink: 0, textTransform: 'none', bgcolor: isActive ? 'rgba(255, 255, 255, 0.2)' : undefined }}
            >
              {translate(entry.label)}
              <NewItemsText count={count} />
            </Button>
            {entry.submenu && <TopSubmenuButton label={translate(entry.label)} submenu={entry.submenu} />}
          </Fragment>
        );
      })}
    </Box>
  );
}
