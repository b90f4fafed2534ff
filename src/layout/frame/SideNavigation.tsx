// Wide screens with side navigation: a column beside the page, 250 px wide or 80 px collapsed.
import { Box } from '@mui/material';
import { SideMenu } from '../navigation/SideMenu';

export function SideNavigation({ collapsed }: { collapsed: boolean }) {
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
      <SideMenu collapsed={collapsed} />
    </Box>
  );
}
