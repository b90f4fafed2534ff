// "Account: {business name}", cut at 440 characters, and the way to another account.
import { Box, Button, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { routes } from '../../config/constants';
import { truncateBusinessName } from './businessName';

export function AccountName({ businessName }: { businessName: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {businessName && (
        // The name wraps (anywhere, for names without spaces) rather than being cut by the width:
        // only the 440-character rule cuts it, and the profile name keeps its room.
        <Typography
          variant="body2"
          title={businessName}
          sx={{ minWidth: 0, overflowWrap: 'anywhere', lineHeight: 1.3, py: 0.5, display: { xs: 'none', sm: 'block' } }}
        >
          {translate('shell.header.account')}: <strong>{truncateBusinessName(businessName)}</strong>
        </Typography>
      )}
      <Button
        component={Link}
        to={routes.accountListViewAll}
        color="inherit"
        size="small"
        startIcon={<SwapHorizIcon />}
        aria-label={translate('shell.header.switchAccount')}
        sx={{ flexShrink: 0, textTransform: 'none', minWidth: 0 }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {translate('shell.header.switchAccount')}
        </Box>
      </Button>
    </Box>
  );
}
