import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useMenuEntries } from '../../plugins/useMenuEntries';

/** The console areas this user may open in this account: the menu entries their flags allow. */
export function ConsoleAreas() {
  const translate = useTranslate();
  // My Apps is the page this list is on.
  const entries = useMenuEntries().filter((entry) => entry.key !== 'myApps');
  if (entries.length === 0) return <Typography color="text.secondary">{translate('home.noAreas')}</Typography>;
  return (
    <List aria-label={translate('home.areas')} dense>
      {entries.map(({ key, label, icon: Icon, to }) => (
        <ListItem key={key} disablePadding>
          <ListItemButton component={Link} to={to}>
            {Icon && (
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
            )}
            <ListItemText primary={translate(label)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
