// A react-admin input for Markdown text (template page comments): @uiw/react-md-editor, the design
// card's choice, with its preview beside the text and its toolbar; loaded with its form (lazy). The
// text area is named by the field's label and keeps the form's validation. The variant without code
// highlighting keeps the bundle small: comments are prose. The toolbar's icons are decorative (each
// button is named by its title): they are hidden from assistive technology, where their bare
// role="img" would be an image without a name.
import MDEditor, { getCommands, getExtraCommands, type ICommand } from '@uiw/react-md-editor/nohighlight';
import '@uiw/react-md-editor/markdown-editor.css';
import { FormHelperText, FormLabel, Stack, useTheme } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useResourceContext, useTranslateLabel, type InputProps } from 'react-admin';
import { useId } from 'react';

function withQuietIcon(command: ICommand): ICommand {
  return {
    ...command,
    icon: command.icon && <span aria-hidden="true" style={{ display: 'inline-flex' }}>{command.icon}</span>,
    ...(Array.isArray(command.children) ? { children: command.children.map(withQuietIcon) } : {}),
  } as ICommand;
}
const toolbar = getCommands().map(withQuietIcon);
const extraToolbar = getExtraCommands().map(withQuietIcon);

export default function MarkdownInput(props: InputProps) {
  const { field, fieldState, isRequired } = useInput(props);
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const theme = useTheme();
  const labelId = useId();
  const label = String(translateLabel({ source: props.source, resource, label: props.label }));
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Stack sx={{ my: 1, width: '100%' }} data-color-mode={theme.palette.mode}>
      <FormLabel id={labelId} error={Boolean(error)} sx={{ mb: 0.5 }}>
        <FieldTitle label={props.label} source={props.source} resource={resource} isRequired={isRequired} />
      </FormLabel>
      <MDEditor
        value={String(field.value ?? '')}
        onChange={(value) => field.onChange(value ?? '')}
        onBlur={field.onBlur}
        preview="edit"
        height={180}
        textareaProps={{ 'aria-label': label, name: field.name }}
        visibleDragbar={false}
        commands={toolbar}
        extraCommands={extraToolbar}
      />
      <FormHelperText error={Boolean(error)}>
        <InputHelperText error={error} helperText={props.helperText} />
      </FormHelperText>
    </Stack>
  );
}
