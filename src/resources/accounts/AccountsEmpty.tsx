import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';

/** The list before the user has any account: say so and offer to create one. */
export function AccountsEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, mx: 'auto', maxWidth: 480 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('accounts.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('accounts.empty.text')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}
