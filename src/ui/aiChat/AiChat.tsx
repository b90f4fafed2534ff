// The AI code assistant beside a code editor (developer-portal.md §2 "Template page draft editor",
// §7 "History, users and AI"): the user sends a message with the editor's code as context, a
// loading indicator shows, the reply is typed out and can be copied or inserted into the editor.
// The server holds the AI service's key; without one configured the chat says so.
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { visuallyHidden } from '@mui/utils';
import { useMutation } from '@tanstack/react-query';
import { HttpError, useTranslate } from 'react-admin';
import { AI_CONTEXT_MAX, AI_MESSAGE_MAX } from '../../../contract/aiAssistantRules';
import type { AiChatMessage } from '../../../contract/aiAssistant';
import { askAssistant } from './askAssistant';
import { AssistantReply } from './AssistantReply';

/** The chat's own words for the failures it can name; any other shows the server's message. */
const ERROR_TEXTS: Record<number, string> = {
  429: 'shell.aiChat.errors.tooMany',
  502: 'shell.aiChat.errors.failed',
  503: 'shell.aiChat.errors.notConfigured',
  504: 'shell.aiChat.errors.timedOut',
};

export interface AiChatProps {
  /** The editor's current code, sent along as context. */
  code: string;
  /** Puts a reply into the editor. */
  onInsert: (text: string) => void;
}

export function AiChat({ code, onInsert }: AiChatProps) {
  const translate = useTranslate();
  const titleId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [messages, setMessages] = useState<AiChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const ask = useMutation({
    mutationFn: (message: string) => askAssistant(message, code),
    onSuccess: (reply) => {
      setMessages((current) => [...current, { role: 'assistant', content: reply }]);
      setAnnouncement(translate('shell.aiChat.replied', { reply }));
    },
    onError: (error) => {
      const status = error instanceof HttpError ? error.status : 0;
      const key = ERROR_TEXTS[status];
      setProblem(key ? translate(key) : translate(error.message, { _: error.message }));
      setAnnouncement('');
    },
  });

  const send = (event?: KeyboardEvent) => {
    event?.preventDefault();
    const message = draft.trim();
    if (!message || ask.isPending) return;
    if (code.length > AI_CONTEXT_MAX) {
      setProblem(translate('shell.aiChat.errors.contextTooLong', { max: AI_CONTEXT_MAX }));
      return;
    }
    setProblem(null);
    setMessages((current) => [...current, { role: 'user', content: message }]);
    setDraft('');
    setAnnouncement(translate('shell.aiChat.thinking'));
    ask.mutate(message);
  };

  // Enter sends, Shift+Enter starts a new line.
  const sendOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  const insert = useCallback((text: string) => {
    onInsert(text);
    setAnnouncement(translate('shell.aiChat.inserted'));
  }, [onInsert, translate]);

  const followEnd = useCallback(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, []);

  const newest = messages.length - 1;
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="ai-chat" sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%', minHeight: 320 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('shell.aiChat.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">{translate('shell.aiChat.hint')}</Typography>
      <Box
        component="ol"
        ref={listRef}
        aria-labelledby={titleId}
        sx={{ listStyle: 'none', m: 0, p: 0, flex: 1, minHeight: 160, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {messages.map((message, index) => (
          <Box
            component="li"
            key={index}
            sx={{
              p: 1, borderRadius: 1, border: 1, borderColor: 'divider',
              bgcolor: message.role === 'user' ? 'action.selected' : 'background.paper',
              alignSelf: message.role === 'user' ? 'flex-end' : 'stretch', maxWidth: message.role === 'user' ? '85%' : '100%',
            }}
          >
            <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
              {translate(message.role === 'user' ? 'shell.aiChat.you' : 'shell.aiChat.assistant')}
            </Typography>
            {message.role === 'user'
              ? <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{message.content}</Typography>
              : <AssistantReply text={message.content} typeOut={index === newest} onInsert={insert} onGrow={followEnd} />}
          </Box>
        ))}
      </Box>
      {ask.isPending && (
        <Stack direction="row" spacing={1} alignItems="center">
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">{translate('shell.aiChat.thinking')}</Typography>
        </Stack>
      )}
      {problem && <Alert severity="error" onClose={() => setProblem(null)} closeText={translate('shell.result.close')}>{problem}</Alert>}
      {/* No <form>: the chat sits inside the editor's form, whose submit would save the page. */}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <TextField
          label={translate('shell.aiChat.message')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={sendOnEnter}
          multiline
          minRows={2}
          maxRows={6}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: AI_MESSAGE_MAX } }}
        />
        <Button variant="contained" endIcon={<SendIcon />} disabled={ask.isPending || !draft.trim()} onClick={() => send()} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {translate('shell.aiChat.send')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>{announcement}</Box>
    </Box>
  );
}
