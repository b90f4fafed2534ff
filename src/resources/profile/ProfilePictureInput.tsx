// The profile picture: a preview, an upload that accepts PNG or JPEG only (a refused file leaves
// the current picture as it was), and a way to remove it.
import { useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Button, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { isPngOrJpeg } from '../../config/validators';

/** The server's limit for a picture (1 MB). */
const MAX_PICTURE_BYTES = 1024 * 1024;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export function ProfilePictureInput({ initials }: { initials: string }) {
  const translate = useTranslate();
  const { field } = useInput<string | null>({ source: 'profilePicture' });
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = ''; // choosing the same file again still reacts
    if (!file) return;
    if (!isPngOrJpeg(file)) return setProblem('profile.edit.pictureFormat');
    if (file.size > MAX_PICTURE_BYTES) return setProblem('profile.edit.pictureTooLarge');
    setProblem(undefined);
    field.onChange(await readAsDataUrl(file));
  };

  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <FormLabel>{translate('profile.edit.picture')}</FormLabel>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar src={field.value || undefined} alt={translate('profile.edit.picture')} sx={{ width: 72, height: 72 }}>
          {initials}
        </Avatar>
        <Button variant="outlined" onClick={() => fileInput.current?.click()}>
          {translate('profile.edit.upload')}
        </Button>
        {field.value && (
          <Button color="error" onClick={() => field.onChange(null)}>
            {translate('profile.edit.remove')}
          </Button>
        )}
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          aria-label={translate('profile.edit.upload')}
          onChange={choose}
        />
      </Stack>
      <FormHelperText error={Boolean(problem)} role={problem ? 'alert' : undefined}>
        {translate(problem ?? 'profile.edit.pictureHint')}
      </FormHelperText>
    </Stack>
  );
}
