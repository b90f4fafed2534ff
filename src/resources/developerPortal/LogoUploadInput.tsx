// The uploaded logo (logoType IMAGE): a PNG or JPEG by its bytes (§5), sent to the storage service;
// the form keeps the URL it answers, with the upload's progress meanwhile. Another format is refused
// with the spec's message.
import { useRef, useState } from 'react';
import { Box, Button, FormHelperText, LinearProgress } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import { DEVELOPER_APPS_RESOURCE, type DeveloperPortalDataProvider } from './developerPortalDataProvider';
import { appValidators } from './appValidators';
import { isPngOrJpeg, logoSource } from './portalRules';
import { useShowSuccess } from '../../ui/ResultProvider';

export function LogoUploadInput() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DeveloperPortalDataProvider>();
  const showSuccess = useShowSuccess();
  const { field, fieldState, formState } = useInput({ source: 'logo', validate: appValidators.logo });
  const [problem, setProblem] = useState<string | null>(null);
  /** The share of the file sent (0 to 1) while an upload runs, else null. */
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    if (!(await isPngOrJpeg(file))) {
      setProblem(translate('developerPortal.validation.imageFormat'));
      return;
    }
    setUploadProgress(0);
    try {
      field.onChange(await dataProvider.uploadLogo(DEVELOPER_APPS_RESOURCE, { file, onProgress: setUploadProgress }));
      showSuccess(translate('developerPortal.success.uploaded'));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setUploadProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const shownError = problem ?? ((fieldState.isTouched || formState.isSubmitted) && fieldState.error?.message
    ? translate(fieldState.error.message) : null);
  const preview = logoSource(field.value, 'IMAGE', 75);
  return (
    <Box sx={{ my: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {preview && <Box component="img" src={preview} alt={translate('developerPortal.form.logo')} sx={{ width: 75, borderRadius: 1 }} />}
        <Button variant="outlined" component="label" startIcon={<UploadIcon />} disabled={uploadProgress !== null}>
          {translate('developerPortal.action.upload')}
          <input ref={fileInput} hidden type="file" accept="image/png,image/jpeg" aria-label={translate('developerPortal.action.upload')}
            onChange={(e) => void upload(e.target.files?.[0])} />
        </Button>
      </Box>
      {uploadProgress !== null && (
        <LinearProgress
          variant="determinate"
          value={uploadProgress * 100}
          aria-label={translate('developerPortal.action.upload')}
          sx={{ mt: 1, maxWidth: 320 }}
        />
      )}
      <FormHelperText error={shownError !== null}>{shownError ?? translate('developerPortal.form.uploadHint')}</FormHelperText>
    </Box>
  );
}
