// A revision's comments as Markdown, through @uiw/react-md-editor's preview component
// (@uiw/react-markdown-preview, the design card's choice): loaded on demand, HTML in the text shown as
// text, links only to http(s) and mail addresses.
import { useTheme } from '@mui/material';
import MarkdownPreview from '@uiw/react-markdown-preview/nohighlight';

const SAFE_LINK = /^(https?:|mailto:)/i;
const safeUrl = (url: string) => (SAFE_LINK.test(url) ? url : '');

export default function CommentsMarkdown({ source }: { source: string }) {
  const theme = useTheme();
  return (
    <div data-color-mode={theme.palette.mode}>
      <MarkdownPreview
        source={source}
        skipHtml
        urlTransform={safeUrl}
        disableCopy
        style={{ background: 'transparent', color: theme.palette.text.primary, fontFamily: theme.typography.fontFamily, fontSize: '0.875rem' }}
      />
    </div>
  );
}
