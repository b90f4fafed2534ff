// A menu entry's submenu in the top navigation: a drop-down beside the entry's button.
import { useState, type ComponentType } from 'react';
import { IconButton, Popover } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'react-admin';
import type { MenuSubmenuProps } from '../../plugins/types';

export function TopSubmenuButton({ label, submenu: Submenu }: { label: string; submenu: ComponentType<MenuSubmenuProps> }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        size="small"
        aria-label={translate('shell.menu.openSubmenu', { label })}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ml: -0.5 }}
      >
        <ArrowDropDownIcon />
      </IconButton>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Submenu onNavigate={close} />
      </Popover>
    </>
  );
}
