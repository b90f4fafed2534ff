// What a view shows while its code or its account loads: react-admin's <Loading> texts, told to screen
// readers (a named progressbar in a status region) and readable (its grey message measured 2.67:1 on
// white in an axe check; text.secondary holds 4.5:1 in both themes).
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function ViewLoading() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
      <Typography color="text.secondary">{translate('ra.message.loading')}</Typography>
    </Box>
  );
}
