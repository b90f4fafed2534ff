// Wide screens with side navigation: a column beside the page, 250 px wide or 80 px collapsed.
import { Box } from '@mui/material';
import { SideMenu } from '../navigation/SideMenu';

/** `showMenu` false keeps the column (the page does not move) without its entries yet. */
export function SideNavigation({ collapsed, showMenu = true }: { collapsed: boolean; showMenu?: boolean }) {
  return (
    <Box
      sx={(theme) => ({
        width: collapsed ? theme.sidebar.closedWidth : theme.sidebar.width,
        flexShrink: 0,
        position: 'sticky',
        top: 64,
        alignSelf: 'flex-start',
        height: 'calc(100vh - 64px)',
        overflowY: 'auto',
        overflowX: 'hidden',
        bgcolor: theme.shell.sideNav.background,
        color: theme.shell.sideNav.text,
        borderInlineEnd: 1,
        borderColor: 'divider',
        transition: theme.transitions.create('width'),
      })}
    >
      {showMenu && <SideMenu collapsed={collapsed} />}
    </Box>
  );
}
