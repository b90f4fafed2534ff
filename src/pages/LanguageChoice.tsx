import { MenuItem, TextField } from '@mui/material';
import { availableLanguages, languageTag } from '../i18n/languages';
import type { Locale } from '../plugins/types';
import { usePublicI18n } from './PublicI18n';

/** The language of the public pages (and of the console afterwards), among those the switcher offers. */
export function LanguageChoice() {
  const { locale, setLocale, translate } = usePublicI18n();
  return (
    <TextField
      select
      size="small"
      variant="standard"
      label={translate('pages.language')}
      value={locale}
      onChange={(e) => setLocale(e.target.value as Locale)}
      sx={{ minWidth: 120 }}
    >
      {availableLanguages().map(({ locale: option, name }) => (
        <MenuItem key={option} value={option} lang={languageTag(option)}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
