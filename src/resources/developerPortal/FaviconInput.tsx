// The favicon: its URL typed, or a PNG/JPEG uploaded like the logo (ImageUpload), which fills the
// URL with the storage service's answer. The URL field keeps the favicon's validation.
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { appValidators } from './appValidators';
import { ImageUpload } from './ImageUpload';

export function FaviconInput() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const favicon = useWatch({ name: 'favicon' }) as string | null | undefined;
  return (
    <>
      <TextInput source="favicon" validate={appValidators.favicon} fullWidth sx={{ mb: 0 }} />
      <ImageUpload label={translate('developerPortal.form.favicon')} preview={favicon || undefined} previewWidth={32}
        onUploaded={(url) => setValue('favicon', url, { shouldDirty: true, shouldTouch: true, shouldValidate: true })} />
    </>
  );
}
