// The frame of every public form: a centred card with a title, an optional subtitle and the
// language choice; the split layouts (login-1, login-2) put a brand panel beside it on wide screens.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { LanguageChoice } from './LanguageChoice';
import { usePublicI18n } from './PublicI18n';

/** centred: the card alone; panelStart / panelEnd: the brand panel before / after the card. */
export type AuthLayout = 'centred' | 'panelStart' | 'panelEnd';

function BrandPanel() {
  const { translate } = usePublicI18n();
  return (
    <Box
      aria-hidden
      sx={{
        display: { xs: 'none', md: 'flex' }, flexDirection: 'column', justifyContent: 'flex-end', gap: 2, p: 6, color: '#fff',
        // Drawn, not a picture: nothing is fetched from outside.
        background: 'linear-gradient(135deg, #1f4fa8 0%, #2d6fd6 55%, #37a3c8 100%)',
      }}
    >
      <Box component="img" src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" sx={{ width: 56, height: 56 }} />
      <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>Platform Console</Typography>
      <Typography variant="h6" component="p" sx={{ maxWidth: 420, opacity: 0.9 }}>{translate('pages.loginTagline')}</Typography>
    </Box>
  );
}

export function AuthCard({ title, subtitle, children, layout = 'centred' }: { title: string; subtitle?: string; children: ReactNode; layout?: AuthLayout }) {
  const card = <AuthCardBody title={title} subtitle={subtitle}>{children}</AuthCardBody>;
  if (layout === 'centred') return card;
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {layout === 'panelStart' && <BrandPanel />}
      {card}
      {layout === 'panelEnd' && <BrandPanel />}
    </Box>
  );
}

function AuthCardBody({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <LanguageChoice />
          </Box>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
