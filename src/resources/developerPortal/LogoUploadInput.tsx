// The uploaded logo (logoType IMAGE): the form's logo field, filled by an upload (ImageUpload) with
// the URL the storage service answers; previewed at the spec's width 75 (§9).
import { useInput, useTranslate } from 'react-admin';
import { appValidators } from './appValidators';
import { logoSource } from './portalRules';
import { ImageUpload } from './ImageUpload';

export function LogoUploadInput() {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source: 'logo', validate: appValidators.logo });
  const error = (fieldState.isTouched || formState.isSubmitted) && fieldState.error?.message ? translate(fieldState.error.message) : null;
  return (
    <ImageUpload label={translate('developerPortal.form.logo')} preview={logoSource(field.value, 'IMAGE', 75)} previewWidth={75}
      onUploaded={field.onChange} error={error} />
  );
}
