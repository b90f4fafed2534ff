// The Add dropdown (§2): App, Service and Connector, each only with its add_{type} flag.
import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { addItemPath, addMenuTypes } from './portalRules';
import { useFlags } from '../../session';

export function AddItemMenu() {
  const translate = useTranslate();
  const { permissions } = useFlags();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const types = addMenuTypes(permissions ?? {});
  if (types.length === 0) return null;
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} endIcon={<ArrowDropDownIcon />} onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu" aria-expanded={anchor !== null}>
        {translate('developerPortal.add')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {types.map((type) => (
          <MenuItem key={type} component={Link} to={addItemPath(type)} onClick={() => setAnchor(null)}>
            {translate(`developerPortal.types.${type}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
