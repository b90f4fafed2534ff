// The editor's Content tab: the page's markup in Monaco (loaded on demand) beside the AI chat, and the live
// preview: 2000 ms after typing stops (§9), the content rendered with the preview data in the sandboxed frame.
import { lazy, Suspense, useCallback, useRef } from 'react';
import { Alert, Box, Grid, LinearProgress, Typography } from '@mui/material';
import type { OnMount } from '@monaco-editor/react';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LIVE_PREVIEW_DEBOUNCE_MS } from '../../../../contract/pageTemplatesRules';
import { AiChat } from '../../../ui/aiChat/AiChat';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { PreviewFrame } from '../preview/PreviewFrame';
import { renderPage } from '../preview/renderPage';

const loadCodeEditor = () => import('../../../ui/codeEditor/CodeEditor');
const CodeEditor = lazy(loadCodeEditor);

/** Starts fetching Monaco as the editor opens, so the Content tab is ready sooner. */
export const preloadCodeEditor = () => { void loadCodeEditor(); };

type MonacoEditor = Parameters<OnMount>[0];

/** The code editor's height, also kept while it loads: on a phone the chat sits below it and moved
 * 400 px down under the person's finger when the editor came (a Send tapped then was lost). */
const EDITOR_HEIGHT = 420;

function LivePreview() {
  const translate = useTranslate();
  const content: string = useWatch({ name: 'content' }) ?? '';
  const data: string = useWatch({ name: 'dataForPreview' }) ?? '';
  const settledContent = useDebouncedValue(content, LIVE_PREVIEW_DEBOUNCE_MS);
  const settledData = useDebouncedValue(data, LIVE_PREVIEW_DEBOUNCE_MS);
  const rendered = renderPage(settledContent, settledData);
  return (
    <Box component="section" aria-labelledby="live-preview-title" sx={{ mt: 2 }}>
      <Typography id="live-preview-title" variant="subtitle1" component="h3" gutterBottom>{translate('pageTemplates.editor.livePreview')}</Typography>
      {'html' in rendered
        ? <PreviewFrame html={rendered.html} title={translate('pageTemplates.editor.livePreview')} height={420} />
        : <Alert severity="warning">{rendered.error}</Alert>}
    </Box>
  );
}

export function ContentTab() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'content' });
  const editor = useRef<MonacoEditor | null>(null);
  const content: string = field.value ?? '';
  const insert = useCallback((text: string) => {
    const current = editor.current;
    const selection = current?.getSelection();
    if (current && selection) {
      current.executeEdits('ai-chat', [{ range: selection, text, forceMoveMarkers: true }]);
      current.focus();
    } else {
      field.onChange(`${content}${text}`);
    }
  }, [content, field]);
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Suspense fallback={<Box sx={{ height: EDITOR_HEIGHT, pt: 2 }}><LinearProgress /></Box>}>
            <CodeEditor
              value={content}
              onChange={field.onChange}
              language="html"
              label={translate('pageTemplates.fields.content')}
              height={EDITOR_HEIGHT}
              onMount={(mounted) => { editor.current = mounted; }}
            />
          </Suspense>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }} component="aside" aria-label={translate('pageTemplates.editor.aiChat')}>
          <AiChat code={content} onInsert={insert} />
        </Grid>
      </Grid>
      <LivePreview />
    </>
  );
}
