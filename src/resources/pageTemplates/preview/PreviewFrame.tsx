// Rendered template HTML, shown in the server's sandboxed frame (an opaque origin: the page's scripts run,
// but never with the console's origin, its storage or its cookies). A new page reloads the frame, which
// takes one page per load.
import { useEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { frameMessage, previewFrameUrl } from './previewFrameUrl';

export function PreviewFrame({ html, title, height = 480 }: { html: string; title: string; height?: number | string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [load, setLoad] = useState(0);
  useEffect(() => setLoad((n) => n + 1), [html]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (frameMessage(event, frame.current)?.type === 'page-preview-ready') frame.current?.contentWindow?.postMessage({ html }, '*');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [html]);
  return (
    <Box
      component="iframe"
      key={load}
      ref={frame}
      title={title}
      src={previewFrameUrl()}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      sx={{ width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
    />
  );
}
