// One colour setting of the theme drawer: five presets and the browser's own colour input.
import { Box, Button, ButtonBase, FormLabel, Stack } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { colorPresets } from './themeSettings';

interface ColorPickerProps {
  id: string;
  label: string;
  value: string;
  /** Shown in the colour input while the setting is empty (the default colour). */
  placeholder: string;
  /** Offer a way back to the empty setting (the theme's own colour). */
  resettable?: boolean;
  onChange(color: string): void;
}

export function ColorPicker({ id, label, value, placeholder, resettable, onChange }: ColorPickerProps) {
  const translate = useTranslate();
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`} sx={{ display: 'block', mb: 1 }}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={1} alignItems="center">
        {colorPresets.map((color) => (
          <ButtonBase
            key={color}
            onClick={() => onChange(color)}
            aria-label={translate('shell.theme.preset', { color })}
            aria-pressed={value === color}
            sx={{ width: 28, height: 28, borderRadius: '50%', bgcolor: color, color: '#fff' }}
          >
            {value === color && <CheckIcon fontSize="small" />}
          </ButtonBase>
        ))}
        <Box
          component="input"
          type="color"
          value={value || placeholder}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-label={`${label}: ${translate('shell.theme.customColor')}`}
          sx={{ width: 36, height: 30, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
        />
        {resettable && (
          <Button size="small" onClick={() => onChange('')} disabled={!value}>
            {translate('shell.theme.defaultColor')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
