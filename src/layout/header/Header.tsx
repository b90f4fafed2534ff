// The header (console-shell.md, Layout): logo, account, Switch account, notification bell,
// language, theme drawer and profile menu.
import type { ReactNode } from 'react';
import { AppBar, Box, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import PaletteIcon from '@mui/icons-material/Palette';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { routes } from '../../config/constants';
import { useSession } from '../../session';
import { AccountName } from './AccountName';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ProfileMenu } from './ProfileMenu';

interface HeaderProps {
  /** Small screens: opens the navigation drawer. */
  onOpenMenu?: () => void;
  onOpenThemeSettings: () => void;
  /** The plugins' header items (the notification bell). */
  notificationBell?: ReactNode;
}

export function Header({ onOpenMenu, onOpenThemeSettings, notificationBell }: HeaderProps) {
  const translate = useTranslate();
  const { businessName } = useSession();
  return (
    <AppBar
      position="sticky"
      elevation={1}
      sx={(theme) => {
        const background = theme.shell.header ?? theme.palette.background.paper;
        return { bgcolor: background, color: theme.palette.getContrastText(background) };
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        {onOpenMenu && (
          <IconButton edge="start" color="inherit" onClick={onOpenMenu} aria-label={translate('shell.header.openMenu')}>
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={Link}
          to={routes.accountListViewAll}
          // The visible brand first, so speech input can say what it sees (WCAG 2.5.3).
          aria-label={`${translate('shell.header.brand')}: ${translate('shell.header.home')}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', flexShrink: 0 }}
        >
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={32} height={32} />
          <Typography variant="h6" component="span" noWrap sx={{ display: { xs: 'none', md: 'block' } }}>
            {translate('shell.header.brand')}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0, ml: { sm: 2 } }}>
          <AccountName businessName={businessName} />
        </Box>
        {notificationBell}
        <LanguageSwitcher />
        <Tooltip title={translate('shell.header.themeSettings')}>
          <IconButton color="inherit" onClick={onOpenThemeSettings} aria-label={translate('shell.header.themeSettings')}>
            <PaletteIcon />
          </IconButton>
        </Tooltip>
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}
