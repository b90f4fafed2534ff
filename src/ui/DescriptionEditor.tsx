// The rich-text editor of a description (apps, template pages), loaded with its form (tiptap is heavy). Its editable
// area is named by the field's label; the toolbar leaves out the paragraph-level select, whose
// button is named "Current level" while it shows the level (a name that does not match what a
// speech-input user sees) and whose menu item sits outside a list.
import { useMemo } from 'react';
import {
  ClearButtons, DefaultEditorOptions, FormatButtons, LinkButtons, ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { useResourceContext, useTranslateLabel } from 'react-admin';

export default function DescriptionEditor(props: RichTextInputProps) {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const label = String(translateLabel({ source: props.source, resource, label: props.label }));
  // RichTextInput builds a new editor whenever its options change identity: options made afresh on
  // each render dropped the caret (and what was being typed) whenever the form re-rendered.
  const editorOptions = useMemo(() => ({ ...DefaultEditorOptions, editorProps: { attributes: { 'aria-label': label } } }), [label]);
  return (
    <RichTextInput
      {...props}
      editorOptions={editorOptions}
      toolbar={(
        <RichTextInputToolbar>
          <FormatButtons />
          <ListButtons />
          <LinkButtons />
          <QuoteButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      )}
    />
  );
}
