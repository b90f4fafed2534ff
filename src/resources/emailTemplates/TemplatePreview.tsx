// The template as a mail would read, filled with its sample data by the templates' shared engine
// (contract/placeholdersRules.ts, the one the server's test mail uses). The HTML never runs with the
// console's origin: it is shown in an iframe sandboxed without allow-same-origin or allow-scripts,
// whose own Content-Security-Policy forbids scripts and every load but inline styles and data: images.
import { memo, type ReactNode } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { renderTemplate, templateSyntaxError, type TemplateData } from '../../../contract/placeholdersRules';

const PREVIEW_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:";

/** The document of the sandboxed frame: the policy first, then the mail's HTML. */
const previewDocument = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}">`
  + `<style>body{font-family:sans-serif;margin:8px;color:#1a1a1a;background:#fff}</style></head><body>${html}</body></html>`;

/** A part rendered, or its syntax error in the preview's place. */
const rendered = (template: string, data: TemplateData, html: boolean): { error?: string; text: string } => {
  const error = templateSyntaxError(template);
  return error ? { error, text: '' } : { text: renderTemplate(template, data, { html }) };
};

interface TemplatePreviewProps {
  subject: string;
  htmlBody: string;
  textBody: string;
  /** The parsed sample data; undefined while it is no JSON object. */
  data: TemplateData | undefined;
}

function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" component="h4" color="text.secondary">{label}</Typography>
      {children}
    </Box>
  );
}

/** Memoised: the editor re-renders on every keystroke, the preview only when its (debounced) input changes. */
export const TemplatePreview = memo(function TemplatePreview({ subject, htmlBody, textBody, data }: TemplatePreviewProps) {
  const translate = useTranslate();
  if (!data) return <Alert severity="info">{translate('emailTemplates.preview.unavailable')}</Alert>;
  const parts = { subject: rendered(subject, data, false), html: rendered(htmlBody, data, true), text: rendered(textBody, data, false) };
  const problem = (error: string) => <Alert severity="error">{translate('emailTemplates.validation.syntax', { detail: error })}</Alert>;
  return (
    <Stack spacing={1.5} aria-live="polite" data-testid="email-template-preview">
      <Part label={translate('emailTemplates.preview.subject')}>
        {parts.subject.error ? problem(parts.subject.error) : <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{parts.subject.text}</Typography>}
      </Part>
      <Part label={translate('emailTemplates.preview.html')}>
        {parts.html.error ? problem(parts.html.error) : (
          <Box
            component="iframe" sandbox="" title={translate('emailTemplates.preview.frame')} srcDoc={previewDocument(parts.html.text)}
            sx={{ width: '100%', height: 280, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
          />
        )}
      </Part>
      <Part label={translate('emailTemplates.preview.text')}>
        {parts.text.error ? problem(parts.text.error) : (
          <Box component="pre" sx={{ m: 0, p: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', bgcolor: 'action.hover', borderRadius: 1 }}>
            {parts.text.text}
          </Box>
        )}
      </Part>
    </Stack>
  );
});
