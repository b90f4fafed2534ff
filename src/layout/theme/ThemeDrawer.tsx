// The theme drawer (console-shell.md, Theme drawer): navigation, colours, direction, language,
// and copying the settings to share them.
import type { ReactNode } from 'react';
import {
  Box, Button, Divider, Drawer, FormControlLabel, FormLabel, IconButton, MenuItem, Stack, Switch, TextField,
  ToggleButton, ToggleButtonGroup, Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';
import { DEFAULT_TOP_NAV_COLOR } from '../../config/constants';
import { useLanguage } from '../useLanguage';
import { ColorPicker } from './ColorPicker';
import { useThemeSettings } from './ThemeSettingsContext';
import type { ThemeSettings } from './themeSettings';
import { useShowResult } from '../../ui/ResultProvider';

// Settings that only matter for the side navigation stay visible but disabled with a top one.
function Choice<K extends 'navType' | 'sideNavTheme' | 'direction'>({ setting, label, options, disabled }: {
  setting: K;
  label: string;
  disabled?: boolean;
  options: { value: ThemeSettings[K]; label: string }[];
}) {
  const { settings, updateSettings } = useThemeSettings();
  return (
    <Box>
      <FormLabel id={`theme-${setting}`} sx={{ display: 'block', mb: 1 }}>
        {label}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        disabled={disabled}
        aria-labelledby={`theme-${setting}`}
        value={settings[setting]}
        onChange={(_, value: ThemeSettings[K] | null) => value && updateSettings({ [setting]: value })}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ px: 2 }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

function Toggle({ setting, label, disabled }: { setting: 'navCollapsed' | 'darkMode'; label: string; disabled?: boolean }) {
  const { settings, updateSettings } = useThemeSettings();
  return (
    <FormControlLabel
      control={<Switch checked={settings[setting]} onChange={(_, checked) => updateSettings({ [setting]: checked })} />}
      label={label}
      disabled={disabled}
    />
  );
}

function Section({ children }: { children: ReactNode }) {
  return <Stack spacing={2}>{children}</Stack>;
}

export function ThemeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const showResult = useShowResult();
  const { settings, updateSettings } = useThemeSettings();
  const { locale, languages, changeLanguage } = useLanguage();

  const copySettings = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(settings, null, 2));
      showResult({ severity: 'success', message: 'shell.theme.copied' });
    } catch {
      showResult({ severity: 'error', message: 'shell.theme.copyFailed' });
    }
  };

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 340 } } } }}>
      <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate('shell.theme.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('shell.theme.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={3} sx={{ p: 2 }}>
        <Section>
          <Choice
            setting="navType"
            label={translate('shell.theme.navType')}
            options={[
              { value: 'SIDE', label: translate('shell.theme.side') },
              { value: 'TOP', label: translate('shell.theme.top') },
            ]}
          />
          <Choice
            setting="sideNavTheme"
            label={translate('shell.theme.sideNavColor')}
            disabled={settings.navType !== 'SIDE'}
            options={[
              { value: 'light', label: translate('shell.theme.light') },
              { value: 'dark', label: translate('shell.theme.dark') },
            ]}
          />
          <Toggle setting="navCollapsed" label={translate('shell.theme.collapse')} disabled={settings.navType !== 'SIDE'} />
          <Toggle setting="darkMode" label={translate('shell.theme.darkTheme')} />
          <Choice
            setting="direction"
            label={translate('shell.theme.direction')}
            options={[
              { value: 'ltr', label: translate('shell.theme.ltr') },
              { value: 'rtl', label: translate('shell.theme.rtl') },
            ]}
          />
        </Section>
        <Divider />
        <Section>
          <ColorPicker
            id="theme-top-nav-color"
            label={translate('shell.theme.topNavColor')}
            value={settings.topNavColor}
            placeholder={DEFAULT_TOP_NAV_COLOR}
            onChange={(topNavColor) => updateSettings({ topNavColor })}
          />
          <ColorPicker
            id="theme-header-color"
            label={translate('shell.theme.headerColor')}
            value={settings.headerNavColor}
            placeholder="#ffffff"
            resettable
            onChange={(headerNavColor) => updateSettings({ headerNavColor })}
          />
        </Section>
        <Divider />
        <TextField
          select
          label={translate('shell.language.label')}
          value={locale}
          onChange={(event) => changeLanguage(event.target.value as typeof locale)}
        >
          {languages.map((language) => (
            <MenuItem key={language.locale} value={language.locale}>
              {language.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copySettings}>
          {translate('shell.theme.copy')}
        </Button>
      </Stack>
    </Drawer>
  );
}
