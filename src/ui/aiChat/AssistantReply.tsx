// One reply of the AI assistant: typed out one character every 20 ms when it arrives
// (developer-portal.md §2 "AI chat"), with Copy (reads 'Copied' for 1000 ms) and Insert.
import { useEffect } from 'react';
import { Box, Button, Stack } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import InputIcon from '@mui/icons-material/Input';
import { useTranslate } from 'react-admin';
import { AI_TYPING_MS_PER_CHAR, COPIED_LABEL_RESET_MS } from '../../config/constants';
import { useTypedText } from './useTypedText';
import { useCopiedLabel } from './useCopiedLabel';

const COPY_LABELS = { idle: 'shell.aiChat.copy', copied: 'shell.aiChat.copied', failed: 'shell.aiChat.copyFailed' } as const;

export interface AssistantReplyProps {
  text: string;
  /** Type it out (the newest reply); earlier ones show whole. */
  typeOut: boolean;
  onInsert: (text: string) => void;
  /** Called as the typed text grows, so the list can follow it. */
  onGrow: () => void;
}

export function AssistantReply({ text, typeOut, onInsert, onGrow }: AssistantReplyProps) {
  const translate = useTranslate();
  const typed = useTypedText(typeOut ? text : '', AI_TYPING_MS_PER_CHAR);
  const shown = typeOut ? typed.shown : text;
  const { state, copy } = useCopiedLabel(COPIED_LABEL_RESET_MS);

  useEffect(onGrow, [shown, onGrow]);

  return (
    <>
      <Box
        component="pre"
        dir="ltr"
        data-testid="ai-reply"
        sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', fontSize: '0.8125rem', textAlign: 'left' }}
      >
        {shown}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy(text)}>
          {translate(COPY_LABELS[state])}
        </Button>
        <Button size="small" variant="outlined" startIcon={<InputIcon />} onClick={() => onInsert(text)}>
          {translate('shell.aiChat.insert')}
        </Button>
      </Stack>
    </>
  );
}
