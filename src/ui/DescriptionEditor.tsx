// The rich-text editor of a description (apps, template pages), loaded with its form (tiptap is heavy). Its editable
// area is named by the field's label; the toolbar leaves out the paragraph-level select, whose
// button is named "Current level" while it shows the level (a name that does not match what a
// speech-input user sees) and whose menu item sits outside a list.
import {
  ClearButtons, DefaultEditorOptions, FormatButtons, LinkButtons, ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { useResourceContext, useTranslateLabel } from 'react-admin';

export default function DescriptionEditor(props: RichTextInputProps) {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const label = translateLabel({ source: props.source, resource, label: props.label });
  return (
    <RichTextInput
      {...props}
      editorOptions={{ ...DefaultEditorOptions, editorProps: { attributes: { 'aria-label': String(label) } } }}
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
