// The frame the profile pages share: the page title (shown in the breadcrumb) and a card.
import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export function ProfileCard({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const translate = useTranslate();
  const title = translate(titleKey);
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
