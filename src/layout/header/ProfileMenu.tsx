// The user's avatar and name, opening Edit Profile, Security, Change Password (not for single
// sign-on users, whose password lives with their identity provider) and Sign Out.
import { useState, type MouseEvent } from 'react';
import { Avatar, Button, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import SecurityIcon from '@mui/icons-material/Security';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { displayName, isSingleSignOnUser, useCurrentUser } from '../../session/currentUser';
import { profileRoutes } from '../../config/profileRoutes';
import { SignOutDialog } from './SignOutDialog';

export function ProfileMenu() {
  const translate = useTranslate();
  const user = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const name = displayName(user);
  const close = () => setAnchor(null);
  const links = [
    { key: 'editProfile', to: profileRoutes.editProfile, icon: <PersonIcon fontSize="small" /> },
    { key: 'security', to: profileRoutes.security, icon: <SecurityIcon fontSize="small" /> },
    ...(isSingleSignOnUser(user.username)
      ? []
      : [{ key: 'changePassword', to: profileRoutes.changePassword, icon: <KeyIcon fontSize="small" /> }]),
  ];

  return (
    <>
      <Button
        color="inherit"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-label={`${name}: ${translate('shell.header.profileMenu')}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        sx={{ textTransform: 'none', gap: 1, minWidth: 0, flexShrink: 0 }}
      >
        {/* No initial letter: the name beside it is the button's text, and its name starts with it (WCAG 2.5.3). */}
        <Avatar src={user.profilePicture || undefined} alt="" sx={{ width: 32, height: 32 }} />
        <Typography variant="body2" noWrap sx={{ maxWidth: 160, display: { xs: 'none', sm: 'block' } }}>
          {name}
        </Typography>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {links.map((link) => (
          <MenuItem key={link.key} component={Link} to={link.to} onClick={close}>
            <ListItemIcon>{link.icon}</ListItemIcon>
            <ListItemText>{translate(`shell.profile.${link.key}`)}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            setSigningOut(true);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('shell.profile.signOut')}</ListItemText>
        </MenuItem>
      </Menu>
      <SignOutDialog open={signingOut} onClose={() => setSigningOut(false)} />
    </>
  );
}
