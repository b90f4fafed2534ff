// Two revisions of a text side by side in Monaco's diff editor (from the local monaco-editor package,
// configured by the code editor's monacoSetup; never a CDN). Loaded on demand with the comparison.
//
// Closing: @monaco-editor/react disposes the two text models before the diff editor, which throws
// "TextModel got disposed before DiffEditorWidget model got reset". It keeps them instead
// (keepCurrent…Model), and they are disposed once the diff editor is, having reset its model.
import { useTheme } from '@mui/material';
import { DiffEditor, type DiffOnMount } from '@monaco-editor/react';
import '../../../ui/codeEditor/monacoSetup';

export interface RevisionDiffProps {
  original: string;
  modified: string;
  language: string;
  /** Names of the two sides, for screen readers. */
  originalLabel: string;
  modifiedLabel: string;
  height: number;
}

/** Disposes the diff editor's models after the editor itself. */
export const disposeModelsAfterEditor: DiffOnMount = (editor) => {
  const models = editor.getModel();
  editor.onDidDispose(() => {
    models?.original.dispose();
    models?.modified.dispose();
  });
};

export default function RevisionDiff({ original, modified, language, originalLabel, modifiedLabel, height }: RevisionDiffProps) {
  const theme = useTheme();
  return (
    <DiffEditor
      original={original}
      modified={modified}
      language={language}
      height={height}
      keepCurrentOriginalModel
      keepCurrentModifiedModel
      onMount={disposeModelsAfterEditor}
      theme={theme.palette.mode === 'dark' ? 'vs-dark' : 'vs'}
      options={{
        readOnly: true, originalEditable: false, renderSideBySide: true, minimap: { enabled: false }, wordWrap: 'on',
        automaticLayout: true, fontSize: 13, scrollBeyondLastLine: false, originalAriaLabel: originalLabel, modifiedAriaLabel: modifiedLabel,
      }}
    />
  );
}
