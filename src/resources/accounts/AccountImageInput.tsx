// Logo and favicon: one PNG/JPEG picture each. The file chooser offers PNG/JPEG only; a file dropped
// in any other format stays visible with the format message, so nothing else in the form is lost.
import { ImageInput, useRecordContext, useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';
import { LogoImage } from '../../ui/LogoImage';
import { accountValidators } from './accountValidators';

type StoredImage = string | { src?: string; title?: string; rawFile?: File } | null | undefined;

/** The chosen or saved picture; the spec's placeholder picture when it does not load. */
function ImagePreview({ label }: { label: string }) {
  const image = useRecordContext<{ src?: string; title?: string }>();
  return <LogoImage src={image?.src} alt={image?.title || label} width={120} height={80} sx={{ m: 0.5 }} />;
}

/** The record keeps a URL; ImageInput previews `{ src }` objects. */
const toPreview = (value: StoredImage) => (typeof value === 'string' ? { src: value, title: '' } : value);

export function AccountImageInput({ source }: { source: 'logo' | 'favicon' }) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  // The drop zone's file input has no label of its own: it is named by the field's label.
  const name = translateLabel({ source, resource });
  return (
    <ImageInput
      source={source}
      format={toPreview}
      validate={accountValidators.image}
      inputProps={{ accept: 'image/png,image/jpeg', 'aria-label': String(name) }}
      helperText={translate('accounts.form.imageHint')}
    >
      <ImagePreview label={String(name)} />
    </ImageInput>
  );
}
