// Small screens: the navigation slides in from the side instead of taking room beside the page.
import { Drawer } from '@mui/material';
import { SideMenu } from '../navigation/SideMenu';

export function NavigationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{
        paper: {
          sx: (theme) => ({ width: theme.sidebar.width, bgcolor: theme.shell.sideNav.background, color: theme.shell.sideNav.text }),
        },
      }}
    >
      <SideMenu onNavigate={onClose} />
    </Drawer>
  );
}
