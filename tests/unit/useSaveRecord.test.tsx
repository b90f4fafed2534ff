// The add/edit dialogs' save (src/ui/useSaveRecord.ts) over a stubbed data provider: a new record
// is created with its owner's fields, an existing one updated with its id and previous data, the
// resource's own success text shows, a refusal is surfaced, and `saving` holds while the server answers;
// a save refused as stale (409 with the record as it now is) is kept apart, and keeping my changes makes
// the next save from the other version.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CoreAdminContext, HttpError, type DataProvider, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeMessages } from '../../src/plugins/registry';
import type { Messages } from '../../src/plugins/types';
import { layoutMessages } from '../../src/layout/messages';
import { ResultProvider } from '../../src/ui/ResultProvider';
import { useSaveRecord } from '../../src/ui/useSaveRecord';

/** A resource of a domain's own, with its success texts as a domain's messages give them. */
const SETTINGS = 'settings';
const settingsMessages = {
  resources: { [SETTINGS]: { notifications: { created: 'Setting created successfully', updated: 'Setting updated successfully' } } },
};
const messages = [englishMessages as unknown as Messages, layoutMessages.en, settingsMessages].reduce(mergeMessages);
const i18nProvider = polyglotI18nProvider(() => messages as TranslationMessages, 'en');

const saved = { id: 5, parameterName: 'colour', parameterValue: 'red' };

function stubProvider(answers: Partial<DataProvider>): DataProvider {
  const unused = () => Promise.reject(new Error('not called by a save'));
  return {
    getList: unused, getOne: unused, getMany: unused, getManyReference: unused,
    create: unused, update: unused, updateMany: unused, delete: unused, deleteMany: unused,
    ...answers,
  } as DataProvider;
}

function SaveForm({ record, onSaved }: { record?: typeof saved; onSaved: () => void }) {
  const { save, saving, failure, reset, stale } = useSaveRecord(SETTINGS, record, { createFields: { appId: 9 } });
  return (
    <>
      {failure && <p role="alert">{failure.message}</p>}
      {stale.theirs && <button type="button" onClick={stale.keepMine}>Keep mine over {stale.theirs.parameterValue}</button>}
      {saving && <p>saving</p>}
      <button type="button" disabled={saving} onClick={() => save({ parameterValue: 'blue' }, { onSaved })}>Save</button>
      <button type="button" onClick={reset}>Open again</button>
    </>
  );
}

function renderForm(dataProvider: DataProvider, record?: typeof saved) {
  const onSaved = vi.fn();
  render(
    <CoreAdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResultProvider><SaveForm record={record} onSaved={onSaved} /></ResultProvider>
    </CoreAdminContext>,
  );
  return onSaved;
}

afterEach(cleanup);

describe('useSaveRecord', () => {
  it('creates a new record with its owner, saving while the server answers, then says so', async () => {
    let answer: (record: { data: object }) => void = () => {};
    const create = vi.fn(() => new Promise<{ data: object }>((resolve) => { answer = resolve; }));
    const onSaved = renderForm(stubProvider({ create: create as DataProvider['create'] }));

    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('saving')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(create).toHaveBeenCalledWith(SETTINGS, expect.objectContaining({ data: { appId: 9, parameterValue: 'blue' } }));
    expect(onSaved).not.toHaveBeenCalled();

    answer({ data: { id: 6, appId: 9, parameterValue: 'blue' } });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Setting created successfully')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('saving')).toBeNull();
  });

  it('updates an existing record with its id and previous data, without the owner fields, then says so', async () => {
    const update = vi.fn(async () => ({ data: { ...saved, parameterValue: 'blue' } }));
    const onSaved = renderForm(stubProvider({ update: update as DataProvider['update'] }), saved);

    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Setting updated successfully')).toBeTruthy();
    expect(update).toHaveBeenCalledWith(SETTINGS, expect.objectContaining({ id: 5, data: { parameterValue: 'blue' }, previousData: saved }));
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("surfaces the server's refusal, neither closing nor saying it saved, until reset", async () => {
    const update = vi.fn(async () => { throw new Error('The name is taken'); });
    const onSaved = renderForm(stubProvider({ update: update as DataProvider['update'] }), saved);

    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The name is taken');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('keeps a stale refusal apart from failures, and saves from their version once I keep mine', async () => {
    const theirs = { ...saved, parameterValue: 'green' };
    const update = vi.fn()
      .mockRejectedValueOnce(new HttpError('This setting was changed by someone else since you opened it', 409, { status: 409, data: theirs }))
      .mockResolvedValueOnce({ data: { ...theirs, parameterValue: 'blue' } });
    const onSaved = renderForm(stubProvider({ update: update as DataProvider['update'] }), saved);

    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep mine over green' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenLastCalledWith(SETTINGS, expect.objectContaining({ id: 5, previousData: theirs }));
  });
});
