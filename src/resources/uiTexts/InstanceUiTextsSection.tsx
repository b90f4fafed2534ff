// An app instance's own texts (developer-portal.md §7 "UI properties", instance level): each of the
// app's texts with the one in use in the console's language and where it comes from (this instance
// or the app); edit the instance's texts, or reset them to the app's. Saving replaces the
// instance's whole set, as the spec's one PUT does (uiTextsResources.ts).
import { useState } from 'react';
import { Box, Button, Chip } from '@mui/material';
import { DataTable, useLocaleState, useTranslate, useUpdate } from 'react-admin';
import type { InstanceSectionProps, Locale } from '../../plugins/types';
import { SectionList } from '../../ui/SectionList';
import { useShowResult, useShowSuccess } from '../../ui/ResultProvider';
import type { InstanceUiText } from '../../../contract/uiTexts';
import { BY_NAME, INSTANCE_UI_TEXTS } from './uiTextsResources';
import { InstanceTextDialog } from './InstanceTextDialog';
import { storedLocaleOf } from './locales';

export function InstanceUiTexts({ appInstanceId }: { appInstanceId: number }) {
  const translate = useTranslate();
  const showSuccess = useShowSuccess();
  const showResult = useShowResult();
  const [consoleLocale] = useLocaleState();
  const locale = storedLocaleOf[consoleLocale as Locale] ?? 'en';
  const [editing, setEditing] = useState<InstanceUiText | null>(null);
  const [update, saving] = useUpdate();
  /** The row's overrides saved (none: the app's texts again); a failure shows in the dialog when one is open. */
  const save = (text: InstanceUiText, overrides: Record<string, string>, inDialog: boolean) =>
    update(INSTANCE_UI_TEXTS, { id: text.id, data: { overrides }, previousData: text, meta: { appInstanceId } }, {
      mutationMode: 'pessimistic',
      onSuccess: () => {
        setEditing(null);
        showSuccess(translate('resources.instanceUiTexts.notifications.updated'));
      },
      onError: (error) => { if (!inDialog) showResult({ severity: 'error', message: (error as Error).message }); },
    });
  const inUse = (t: InstanceUiText) => {
    const own = t.overrides[locale];
    return { text: own ?? t.appTexts[locale] ?? t.appTexts.en ?? '', source: own ? 'instance' : 'app' };
  };

  return (
    <>
      <SectionList
        resource={INSTANCE_UI_TEXTS} filter={{ appInstanceId, useMongo: true }} sort={BY_NAME}
        caption="uiTexts.sections.instance" empty="uiTexts.empty.instance"
      >
        <DataTable.Col source="propertyName" label="uiTexts.fields.propertyName"
          render={(t: InstanceUiText) => <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{t.propertyName}</Box>} />
        <DataTable.Col label="uiTexts.fields.inUse" disableSort
          render={(t: InstanceUiText) => <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{inUse(t).text}</Box>} />
        <DataTable.Col label="uiTexts.fields.source" disableSort render={(t: InstanceUiText) => (
          <Chip size="small" variant={inUse(t).source === 'instance' ? 'filled' : 'outlined'} label={translate(`uiTexts.source.${inUse(t).source}`)} />
        )} />
        <DataTable.Col label="shell.table.actions" align="right" disableSort render={(t: InstanceUiText) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            <Button size="small" onClick={() => { saving.reset(); setEditing(t); }} aria-label={`${translate('shell.table.edit')}: ${t.propertyName}`}>{translate('shell.table.edit')}</Button>
            {Object.keys(t.overrides).length > 0 && (
              <Button size="small" disabled={saving.isPending} onClick={() => save(t, {}, false)}
                aria-label={`${translate('uiTexts.action.reset')}: ${t.propertyName}`}>
                {translate('uiTexts.action.reset')}
              </Button>
            )}
          </Box>
        )} />
      </SectionList>
      {editing && (
        <InstanceTextDialog text={editing} saving={saving.isPending} error={saving.error as Error | null}
          onSave={(overrides) => save(editing, overrides, true)} onClose={() => { setEditing(null); saving.reset(); }} />
      )}
    </>
  );
}

export function InstanceUiTextsSection({ instance }: InstanceSectionProps) {
  return <InstanceUiTexts appInstanceId={instance.id} />;
}
