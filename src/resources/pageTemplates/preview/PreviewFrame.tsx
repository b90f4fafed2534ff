// Rendered template HTML, shown in the server's sandboxed frame (an opaque origin: the page's scripts run,
// but never with the console's origin, its storage or its cookies). The frame says when it is ready; each
// new page is posted to it and shown in a fresh document of its own.
import { useEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { frameMessage, previewFrameUrl } from './previewFrameUrl';

export function PreviewFrame({ html, title, height = 480 }: { html: string; title: string; height?: number | string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (frameMessage(event, frame.current)?.type === 'page-preview-ready') setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage({ html }, '*');
  }, [ready, html]);
  return (
    <Box
      component="iframe"
      ref={frame}
      title={title}
      src={previewFrameUrl()}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      sx={{ width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
    />
  );
}
