// The logo by URL, by an uploaded PNG/JPEG, or by an icon name (logoType URL, IMAGE, FONTAWESOME).
// Changing the kind clears the value: a URL is no icon name.
import { RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import { appValidators } from './appValidators';
import { LogoUploadInput } from './LogoUploadInput';

const logoTypeChoices = ['URL', 'IMAGE', 'FONTAWESOME'].map((id) => ({ id, name: `developerPortal.logoTypes.${id}` }));

export function LogoInput() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const logoType = useWatch({ name: 'logoType' }) as string | undefined;
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle2">{translate('developerPortal.form.logo')}</Typography>
      <RadioButtonGroupInput source="logoType" choices={logoTypeChoices} row
        onChange={() => setValue('logo', '', { shouldDirty: true })} />
      {logoType === 'IMAGE' && <LogoUploadInput />}
      {logoType === 'FONTAWESOME' && (
        <TextInput source="logo" label="resources.developerApps.fields.iconName" validate={appValidators.logo} fullWidth />
      )}
      {(logoType === 'URL' || !logoType) && (
        <TextInput source="logo" label="resources.developerApps.fields.logoUrl" validate={appValidators.logoUrl} fullWidth />
      )}
    </Box>
  );
}
