// The read-only form of a record someone else is editing (src/ui/EditLockGuard.tsx, record 0414): the
// banner says who since when and offers Take over; the fields cannot be changed, native ones (a
// disabled fieldset) nor MUI's select, which opens on mouse down and keys.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MenuItem, TextField } from '@mui/material';
import { CoreAdminContext, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeMessages } from '../../src/plugins/registry';
import type { Messages } from '../../src/plugins/types';
import { layoutMessages } from '../../src/layout/messages';
import { EditLockGuard } from '../../src/ui/EditLockGuard';
import type { useEditLock } from '../../src/dataProviders/useEditLock';

const messages = [englishMessages as unknown as Messages, layoutMessages.en].reduce(mergeMessages);
const i18nProvider = polyglotI18nProvider(() => messages as TranslationMessages, 'en');
type Lock = ReturnType<typeof useEditLock>;

function renderGuarded(lock: Lock) {
  render(
    <CoreAdminContext i18nProvider={i18nProvider}>
      <EditLockGuard lock={lock}>
        <TextField label="Name" defaultValue="Welcome" />
        <TextField select label="Status" value="ACTIVE"><MenuItem value="ACTIVE">Active</MenuItem><MenuItem value="INACTIVE">Inactive</MenuItem></TextField>
      </EditLockGuard>
    </CoreAdminContext>,
  );
}

afterEach(cleanup);

describe('EditLockGuard', () => {
  it('held by someone else: says who, offers Take over, and nothing can be changed', async () => {
    const takeOver = vi.fn();
    renderGuarded({ status: 'held', lock: { topic: 't', recordId: '1', holderName: 'Ada', since: new Date().toISOString(), mine: false }, takeOver });
    expect((await screen.findByRole('status')).textContent).toMatch(/^Being edited by Ada since/);
    expect(screen.getByRole('textbox', { name: 'Name' }).matches(':disabled')).toBe(true);
    const status = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.mouseDown(status);
    fireEvent.keyDown(status, { key: 'ArrowDown' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Take over' }));
    expect(takeOver).toHaveBeenCalledTimes(1);
  });

  it('mine (or no lock to have): no banner, and the form edits as usual', async () => {
    renderGuarded({ status: 'none', takeOver: () => undefined });
    expect(screen.queryByRole('status')).toBeNull();
    expect((await screen.findByRole('textbox', { name: 'Name' })).matches(':disabled')).toBe(false);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });
});
