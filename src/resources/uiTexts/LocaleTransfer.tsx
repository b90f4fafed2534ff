// One locale's texts of an app out to a JSON file and back in: { "propertyName": "text" }, the
// format translators' tools read. Import changes only the app's existing properties.
import { useRef, useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useShowResult } from '../../ui/ResultProvider';
import { UI_TEXT_LOCALES, type UiTextLocale } from '../../../contract/uiTextsRules';
import { UI_TEXTS_RESOURCE, type UiTextsDataProvider } from './uiTextsDataProvider';
import { APP_UI_TEXTS } from './uiTextsResources';
import { localeLabel } from './locales';

interface LocaleTransferProps {
  app: { id: number; name: string };
  mayChange: boolean;
}

/** A JSON object of strings, or the reason it is not one. */
function textsOf(json: string): Record<string, string> | string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return (error as Error).message;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value) || Object.values(value).some((v) => typeof v !== 'string')) {
    return 'uiTexts.importShape';
  }
  return value as Record<string, string>;
}

export function LocaleTransfer({ app, mayChange }: LocaleTransferProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<UiTextsDataProvider>();
  const queryClient = useQueryClient();
  const showResult = useShowResult();
  const [locale, setLocale] = useState<UiTextLocale>('fr');
  const file = useRef<HTMLInputElement>(null);
  const failed = (error: Error) => showResult({ severity: 'error', message: error.message });

  const download = useMutation({
    mutationFn: () => dataProvider.exportLocale(UI_TEXTS_RESOURCE, app.id, locale),
    onSuccess: (texts) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([`${JSON.stringify(texts, null, 2)}\n`], { type: 'application/json' }));
      link.download = `${app.name.replace(/[^A-Za-z0-9_-]+/g, '_')}.${locale}.json`;
      link.click();
      URL.revokeObjectURL(link.href);
    },
    onError: failed,
  });
  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      const texts = textsOf(await chosen.text());
      if (typeof texts === 'string') throw new Error(translate('uiTexts.importRefused', { reason: translate(texts, { _: texts }) }));
      return dataProvider.importLocale(UI_TEXTS_RESOURCE, app.id, locale, texts);
    },
    onSuccess: async ({ updated, unknown }) => {
      // The import changed rows of the app's texts list: it asks again.
      await queryClient.invalidateQueries({ queryKey: [APP_UI_TEXTS] });
      const names = unknown.length > 0 ? ` ${translate('uiTexts.importUnknown', { names: unknown.join(', ') })}` : '';
      showResult({ severity: 'success', message: `${translate('uiTexts.imported', { smart_count: updated })}${names}` });
    },
    onError: failed,
    onSettled: () => { if (file.current) file.current.value = ''; },
  });

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField select size="small" fullWidth={false} label={translate('uiTexts.fields.locale')} value={locale}
        onChange={(e) => setLocale(e.target.value as UiTextLocale)} sx={{ minWidth: 160, width: 'auto' }}>
        {UI_TEXT_LOCALES.map((l) => <MenuItem key={l} value={l}>{translate(localeLabel(l))}</MenuItem>)}
      </TextField>
      <Button startIcon={<DownloadIcon />} onClick={() => download.mutate()} disabled={download.isPending}>{translate('uiTexts.action.export')}</Button>
      {mayChange && (
        <>
          <Button startIcon={<UploadIcon />} onClick={() => file.current?.click()} disabled={upload.isPending}>{translate('uiTexts.action.import')}</Button>
          <input ref={file} type="file" accept="application/json,.json" hidden aria-label={translate('uiTexts.action.import')}
            onChange={(e) => { const chosen = e.target.files?.[0]; if (chosen) upload.mutate(chosen); }} />
        </>
      )}
    </Stack>
  );
}
