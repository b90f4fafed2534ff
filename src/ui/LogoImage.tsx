// A logo or favicon picture. When it has none, or it does not load, the spec's no-image picture
// takes its place (developer-portal.md §8: "On logo load failure a placeholder image is used"),
// never the browser's broken-image square; its text alternative then says there is no image.
import { useState } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NO_IMAGE } from './noImage';

interface LogoImageProps {
  src: string | null | undefined;
  /** What the picture shows (the app's or account's name, "Favicon"...). */
  alt: string;
  width: number;
  height?: number;
  sx?: SxProps<Theme>;
}

export function LogoImage({ src, alt, width, height = width, sx }: LogoImageProps) {
  const translate = useTranslate();
  // The source that failed: another source (a new upload) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const missing = !src || failed === src;
  return (
    <Box
      component="img"
      src={missing ? NO_IMAGE : src}
      alt={missing ? translate('shell.image.missing', { name: alt }) : alt}
      loading="lazy"
      onError={() => { if (src) setFailed(src); }}
      sx={[{ width, height, objectFit: 'contain', borderRadius: 1, flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
