// The editor's Data For Preview tab (§5): the JSON object that fills the placeholders. While it does not
// parse, a banner shows the parse message and the text is left as typed; valid JSON is pretty-printed when
// the field is left.
import { Alert, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { PAGE_PREVIEW_DATA_MAX } from '../../../../contract/pageTemplatesRules';
import { parseSampleData } from '../../../../contract/placeholdersRules';

/** The form's check: the save refuses preview data that does not parse (the banner says why). */
export const previewDataRule = (value: string) => {
  const parsed = parseSampleData(value ?? '');
  return 'error' in parsed ? parsed.error.replace('Sample data', 'Data for preview') : undefined;
};

export function PreviewDataTab() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'dataForPreview', validate: previewDataRule });
  const text: string = field.value ?? '';
  const problem = previewDataRule(text);
  const prettyPrint = () => {
    field.onBlur();
    const parsed = parseSampleData(text);
    if (!('error' in parsed) && text.trim()) field.onChange(JSON.stringify(parsed.data, null, 2));
  };
  return (
    <>
      {problem && <Alert severity="error" sx={{ mb: 2 }} role="alert">{problem}</Alert>}
      <TextField
        value={text}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={prettyPrint}
        label={translate('pageTemplates.fields.dataForPreview')}
        multiline minRows={16} fullWidth error={!!problem}
        slotProps={{ htmlInput: { maxLength: PAGE_PREVIEW_DATA_MAX, spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
    </>
  );
}
