// My Apps' submenu in the navigation (console-shell.md §2, §9): the account's subscribed apps, each
// opening the app; a search box once there are more than 10, debounced 500 ms.
import { useState } from 'react';
import { Box, CircularProgress, List, ListItem, ListItemButton, ListItemIcon, ListItemText, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MENU_APP_SEARCH_THRESHOLD, SEARCH_DEBOUNCE_MS } from '../../config/constants';
import { AppLogo } from '../../ui/AppLogo';
import { ResultDialog } from '../../ui/ResultDialog';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import type { MenuSubmenuProps } from '../../plugins/types';
import { useOpenApp } from './useOpenApp';
import { useSubscribedApps } from './useSubscribedApps';

export function MyAppsSubmenu({ onNavigate }: MenuSubmenuProps) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The unfiltered count decides whether the search box shows; the list follows the search.
  const all = useSubscribedApps();
  const found = useSubscribedApps(query);
  const { open, openingId, result, closeResult } = useOpenApp();
  const showSearch = (all.total ?? 0) > MENU_APP_SEARCH_THRESHOLD;
  const apps = (query ? found.data : all.data) ?? [];

  return (
    <Box sx={{ pl: 2 }}>
      {showSearch && (
        <TextField
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          label={translate('myApps.searchApps')}
          sx={{ mx: 1, my: 0.5, width: 'calc(100% - 16px)' }}
        />
      )}
      {/* Busy while the apps load: the entries below move down once they come (the journeys' kit waits). */}
      <List dense aria-label={translate('myApps.submenuLabel')} aria-busy={all.isPending} disablePadding>
        {apps.map((app) => (
          <ListItem key={app.appInstanceId} disablePadding>
            <ListItemButton disabled={openingId === app.appInstanceId} onClick={() => open(app, onNavigate)} sx={{ color: 'inherit' }}>
              <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>
                {openingId === app.appInstanceId ? <CircularProgress size={20} /> : <AppLogo logo={app.logo} logoType={app.logoType} name={app.name} size={24} />}
              </ListItemIcon>
              <ListItemText primary={app.name} />
            </ListItemButton>
          </ListItem>
        ))}
        {all.isSuccess && apps.length === 0 && (
          <ListItem sx={{ px: 2, py: 0.5 }}>
            <ListItemText secondary={translate(query ? 'myApps.noMatch' : 'myApps.emptyMenu')} slotProps={{ secondary: { color: 'inherit' } }} />
          </ListItem>
        )}
      </List>
      <ResultDialog result={result} onClose={closeResult} />
    </Box>
  );
}
