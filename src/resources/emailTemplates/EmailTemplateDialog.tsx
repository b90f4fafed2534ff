// Adds, edits or (for a reader) shows one email template: name, subject, HTML and text bodies with
// {{placeholders}}, and sample data (a JSON object), beside the rendered preview. The placeholders the
// template uses that the sample data lacks are listed as the user types, before any save; the rules
// (contract/emailTemplatesRules.ts) are the server's. "Send test mail to me" mails the template as
// typed through the server's mailer. A save goes through the owner's resource (react-admin's
// useCreate/useUpdate), so its list refreshes; the spec's dialog says it was added or updated. An
// existing template is edited under its edit lock, and a save from an older version is refused with
// the other version shown (records 0413, 0414).
import { useMemo, useState } from 'react';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, useMediaQuery, type Theme,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { EmailTemplate } from '../../../contract/emailTemplates';
import {
  emailTemplateCheck, emailTemplateProblems, type EmailTemplateContent, type EmailTemplateField,
} from '../../../contract/emailTemplatesRules';
import { useEditLock } from '../../dataProviders/useEditLock';
import { EditLockGuard } from '../../ui/EditLockGuard';
import { ResultDialog, type ResultMessage } from '../../ui/ResultDialog';
import { StaleSaveDialog } from '../../ui/StaleSaveDialog';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useSaveRecord } from '../../ui/useSaveRecord';
import { EMAIL_TEMPLATES_RESOURCE, type EmailTemplatesDataProvider, type TemplateOwner } from './emailTemplatesDataProvider';
import { ownerField, templatesResource, templatesTopic } from './emailTemplatesResources';
import { TemplatePreview } from './TemplatePreview';

/** How long the preview and the placeholder check wait for typing to pause. */
const PREVIEW_DEBOUNCE_MS = 300;

const EMPTY: EmailTemplateContent = { name: '', subject: '', htmlBody: '', textBody: '', sampleData: '{\n  \n}' };

/** A saved template's editable fields (the calls take these only). */
const contentOf = ({ name, subject, htmlBody, textBody, sampleData }: EmailTemplate): EmailTemplateContent => ({ name, subject, htmlBody, textBody, sampleData });

interface EmailTemplateDialogProps {
  owner: TemplateOwner;
  template?: EmailTemplate;
  readOnly?: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function EmailTemplateDialog({ owner, template, readOnly = false, onClose, onSaved }: EmailTemplateDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EmailTemplatesDataProvider>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [content, setContent] = useState<EmailTemplateContent>(template ? contentOf(template) : EMPTY);
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const settled = useDebouncedValue(content, PREVIEW_DEBOUNCE_MS);
  const check = useMemo(() => emailTemplateCheck(settled), [settled]);
  const problems = emailTemplateProblems(content);
  const problemOf = (field: EmailTemplateField) => problems.find((p) => p.field === field);
  // Sample data is checked as it is typed; the other fields once a save or a test mail was asked for.
  const shown = (field: EmailTemplateField) => (touched || field === 'sampleData' ? problemOf(field) : undefined);

  const { save: saveRecord, saving, failure: saveError, stale } = useSaveRecord(templatesResource(owner), template, { createFields: ownerField(owner) });
  const lock = useEditLock(templatesTopic(owner), readOnly ? undefined : template?.id.toString());
  const lockedOut = lock.status === 'held';
  const save = () => saveRecord(content, { onSaved });
  const testMail = useMutation({
    mutationFn: () => dataProvider.testMail(EMAIL_TEMPLATES_RESOURCE, owner, content),
    onSuccess: ({ to }) => setResult({ severity: 'success', message: translate('emailTemplates.result.testMail', { to }) }),
    onError: (error: Error) => setResult({ severity: 'error', message: error.message }),
  });
  const whenValid = (run: () => void) => () => {
    setTouched(true);
    if (problems.length === 0) run();
  };

  const field = (name: EmailTemplateField, extra: { multiline?: boolean; minRows?: number; code?: boolean; required?: boolean; help?: string } = {}) => {
    const problem = shown(name);
    return (
      <TextField
        label={translate(`emailTemplates.fields.${name}`)} value={content[name]} required={extra.required} autoFocus={name === 'name' && !readOnly}
        onChange={(e) => setContent({ ...content, [name]: e.target.value })}
        multiline={extra.multiline} minRows={extra.minRows} maxRows={extra.multiline ? 14 : undefined}
        error={Boolean(problem)} disabled={readOnly}
        helperText={problem ? translate(`emailTemplates.validation.${problem.message}`, problem.values) : extra.help && translate(extra.help)}
        slotProps={{ htmlInput: { spellCheck: !extra.code, dir: extra.code ? 'ltr' : undefined, style: extra.code ? { fontFamily: 'monospace' } : undefined } }}
      />
    );
  };

  const title = readOnly
    ? translate('emailTemplates.title.view', { name: template?.name ?? '' })
    : template ? translate('emailTemplates.title.edit', { name: template.name }) : translate('emailTemplates.title.add');

  return (
    <Dialog open onClose={onClose} aria-labelledby="email-template-dialog-title" fullWidth maxWidth="lg" fullScreen={fullScreen}>
      <DialogTitle id="email-template-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1 }}>
          <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
            {saveError && <Alert severity="error">{saveError.message}</Alert>}
            <EditLockGuard lock={lock}>
              <Stack spacing={1.5}>
                {field('name', { required: true })}
                {field('subject', { required: true, help: 'emailTemplates.help.placeholders' })}
                {field('htmlBody', { multiline: true, minRows: 6, code: true })}
                {field('textBody', { multiline: true, minRows: 4 })}
                {field('sampleData', { multiline: true, minRows: 4, code: true, help: 'emailTemplates.help.sampleData' })}
              </Stack>
            </EditLockGuard>
          </Stack>
          <Stack spacing={1.5} component="section" aria-labelledby="email-template-preview-title" sx={{ flex: 1, minWidth: 0 }}>
            <Box component="h3" id="email-template-preview-title" sx={{ m: 0, typography: 'subtitle1' }}>{translate('emailTemplates.preview.title')}</Box>
            {check.missing.length > 0 && (
              <Alert severity="warning" role="status">
                {translate('emailTemplates.missing', { smart_count: check.missing.length, names: check.missing.join(', ') })}
              </Alert>
            )}
            <TemplatePreview subject={settled.subject} htmlBody={settled.htmlBody} textBody={settled.textBody} data={check.data} />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate(readOnly ? 'emailTemplates.action.close' : 'emailTemplates.action.cancel')}</Button>
        {!readOnly && (
          <>
            <Button startIcon={<SendIcon />} onClick={whenValid(() => testMail.mutate())} disabled={testMail.isPending}>
              {translate('emailTemplates.action.testMail')}
            </Button>
            <Button variant="contained" onClick={whenValid(save)} disabled={saving || lockedOut}>{translate('emailTemplates.action.save')}</Button>
          </>
        )}
      </DialogActions>
      <ResultDialog result={result} onClose={() => setResult(null)} />
      {stale.theirs && (
        <StaleSaveDialog
          theirs={{ name: stale.theirs.name, savedAt: stale.theirs.updatedAt, content: `${stale.theirs.subject}\n\n${stale.theirs.htmlBody}` }}
          onKeepMine={stale.keepMine}
          onLoadTheirs={() => stale.loadTheirs((theirs) => setContent(contentOf(theirs)))}
        />
      )}
    </Dialog>
  );
}
