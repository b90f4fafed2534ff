import { BooleanInput, required, SimpleForm, TextInput } from 'react-admin';

/** One form for create and edit: no copies with small variations. */
export function NoteForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required('notes.validation.titleRequired')} fullWidth />
      <TextInput source="body" multiline minRows={4} fullWidth />
      <BooleanInput source="pinned" />
    </SimpleForm>
  );
}
