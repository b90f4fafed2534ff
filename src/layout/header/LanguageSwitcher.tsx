// The header's language menu.
import { useState } from 'react';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslate } from 'react-admin';
import { useLanguage } from '../useLanguage';
import { languageTag } from '../../i18n/languages';

export function LanguageSwitcher() {
  const translate = useTranslate();
  const { locale, languages, changeLanguage } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = languages.find((l) => l.locale === locale);
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${translate('shell.language.label')}: ${current?.name ?? locale}`}
        aria-haspopup="menu"
        startIcon={<TranslateIcon />}
        sx={{ textTransform: 'none', minWidth: 0, '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {current?.name ?? locale}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            selected={language.locale === locale}
            lang={languageTag(language.locale)}
            onClick={() => {
              changeLanguage(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
