// The description's rich-text editor (src/ui/DescriptionEditor.tsx) keeps its editor, and so the
// caret and what is being typed, when the form around it re-renders (a journey once lost a typed
// description that way on a busy machine).
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, SimpleForm } from 'react-admin';
import DescriptionEditor from '../../src/ui/DescriptionEditor';

let rerenderForm: () => void = () => {};

function FormThatRerenders() {
  const [renders, setRenders] = useState(0);
  rerenderForm = () => setRenders((n) => n + 1);
  return (
    <SimpleForm toolbar={false} record={{ description: '<p>Fleet</p>' }}>
      <span data-renders={renders} />
      <DescriptionEditor source="description" label="Description" />
    </SimpleForm>
  );
}

describe('the description editor', () => {
  it('is the same editor, still focused, after the form re-renders', async () => {
    render(<AdminContext><FormThatRerenders /></AdminContext>);
    const editable = await screen.findByRole('textbox', { name: 'Description' });
    await waitFor(() => expect(editable.textContent).toBe('Fleet'));
    act(() => editable.focus());
    expect(document.activeElement).toBe(editable);

    act(() => rerenderForm());
    act(() => rerenderForm());

    expect(screen.getByRole('textbox', { name: 'Description' })).toBe(editable);
    expect(document.activeElement).toBe(editable);
  });
});
