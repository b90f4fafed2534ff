// Logo and favicon: one PNG/JPEG picture each. The file chooser offers PNG/JPEG only; a file dropped
// in any other format stays visible with the format message, so nothing else in the form is lost.
import { ImageField, ImageInput, useTranslate } from 'react-admin';
import { accountValidators } from './accountValidators';

type StoredImage = string | { src?: string; title?: string; rawFile?: File } | null | undefined;

/** The record keeps a URL; ImageInput previews `{ src }` objects. */
const toPreview = (value: StoredImage) => (typeof value === 'string' ? { src: value, title: '' } : value);

export function AccountImageInput({ source }: { source: 'logo' | 'favicon' }) {
  const translate = useTranslate();
  return (
    <ImageInput
      source={source}
      format={toPreview}
      validate={accountValidators.image}
      inputProps={{ accept: 'image/png,image/jpeg' }}
      helperText={translate('accounts.form.imageHint')}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}
