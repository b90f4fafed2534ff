// Uploading a PNG or JPEG picture (a logo, a favicon) to the storage service: checked by its bytes
// (§5, the spec's message otherwise), sent with its progress shown, and previewed through LogoImage
// (the spec's placeholder picture when it does not load). The caller keeps the URL it answers.
import { useRef, useState } from 'react';
import { Box, Button, FormHelperText, LinearProgress } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useDataProvider, useTranslate } from 'react-admin';
import { DEVELOPER_APPS_RESOURCE, type DeveloperPortalDataProvider } from './developerPortalDataProvider';
import { isPngOrJpeg } from './portalRules';
import { useShowSuccess } from '../../ui/ResultProvider';
import { LogoImage } from '../../ui/LogoImage';

interface ImageUploadProps {
  /** What the picture is (Logo, Favicon): the preview's text and the file input's name. */
  label: string;
  /** The preview's address, if there is a picture. */
  preview: string | undefined;
  previewWidth: number;
  onUploaded: (url: string) => void;
  /** The field's own error (e.g. required), shown when there is no upload problem. */
  error?: string | null;
}

export function ImageUpload({ label, preview, previewWidth, onUploaded, error }: ImageUploadProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DeveloperPortalDataProvider>();
  const showSuccess = useShowSuccess();
  const [problem, setProblem] = useState<string | null>(null);
  /** The share of the file sent (0 to 1) while an upload runs, else null. */
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadLabel = translate('developerPortal.action.upload');

  async function upload(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    if (!(await isPngOrJpeg(file))) {
      setProblem(translate('developerPortal.validation.imageFormat'));
      return;
    }
    setUploadProgress(0);
    try {
      onUploaded(await dataProvider.uploadLogo(DEVELOPER_APPS_RESOURCE, { file, onProgress: setUploadProgress }));
      showSuccess(translate('developerPortal.success.uploaded'));
    } catch (failure) {
      setProblem((failure as Error).message);
    } finally {
      setUploadProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const shownError = problem ?? error ?? null;
  return (
    <Box sx={{ my: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {preview && <LogoImage src={preview} alt={label} width={previewWidth} height={previewWidth} sx={{ height: 'auto', maxHeight: 75 }} />}
        <Button variant="outlined" component="label" startIcon={<UploadIcon />} disabled={uploadProgress !== null}>
          {uploadLabel}
          <input ref={fileInput} hidden type="file" accept="image/png,image/jpeg" aria-label={`${label}: ${uploadLabel}`}
            onChange={(e) => void upload(e.target.files?.[0])} />
        </Button>
      </Box>
      {uploadProgress !== null && (
        <LinearProgress variant="determinate" value={uploadProgress * 100} aria-label={`${label}: ${uploadLabel}`} sx={{ mt: 1, maxWidth: 320 }} />
      )}
      <FormHelperText error={shownError !== null}>{shownError ?? translate('developerPortal.form.uploadHint')}</FormHelperText>
    </Box>
  );
}
