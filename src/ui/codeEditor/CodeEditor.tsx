// A code editor (Monaco through @monaco-editor/react, configured with the local package by monacoSetup).
// Load it lazily: `const CodeEditor = lazy(() => import('../../ui/codeEditor/CodeEditor'))`, so Monaco stays
// out of the console's first load. The editing area is named by `label`; the high-contrast light or dark
// theme follows the console's (Monaco's default themes colour some tokens below 4.5:1).
import { useTheme } from '@mui/material';
import Editor, { type OnMount } from '@monaco-editor/react';
import './monacoSetup';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  language: string;
  /** The accessible name of the editing area. */
  label: string;
  height?: number | string;
  /** Called once the editor is ready (e.g. to insert text at the cursor). */
  onMount?: OnMount;
}

export default function CodeEditor({ value, onChange, language, label, height = 480, onMount }: CodeEditorProps) {
  const theme = useTheme();
  return (
    <Editor
      value={value}
      language={language}
      height={height}
      theme={theme.palette.mode === 'dark' ? 'hc-black' : 'hc-light'}
      onChange={(next) => onChange(next ?? '')}
      onMount={onMount}
      options={{ ariaLabel: label, minimap: { enabled: false }, wordWrap: 'on', automaticLayout: true, fontSize: 14, tabSize: 2 }}
    />
  );
}
