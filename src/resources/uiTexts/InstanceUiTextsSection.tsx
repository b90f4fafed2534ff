// An app instance's own texts (developer-portal.md §7 "UI properties", instance level): each of the
// app's texts with the one in use in the console's language and where it comes from (this instance
// or the app); edit the instance's texts, or reset them to the app's. Saving replaces the
// instance's whole set, as the spec's one PUT does.
import { useState } from 'react';
import { Box, Button, Chip } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { InstanceSectionProps, Locale } from '../../plugins/types';
import { SectionTable } from '../../ui/SectionTable';
import { ResultDialog, type ResultMessage } from '../../ui/ResultDialog';
import type { InstanceUiText } from '../../../contract/uiTexts';
import { UI_TEXTS_RESOURCE, type UiTextsDataProvider } from './uiTextsDataProvider';
import { InstanceTextDialog } from './InstanceTextDialog';
import { storedLocaleOf } from './locales';

export function InstanceUiTexts({ appInstanceId }: { appInstanceId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<UiTextsDataProvider>();
  const queryClient = useQueryClient();
  const [consoleLocale] = useLocaleState();
  const locale = storedLocaleOf[consoleLocale as Locale] ?? 'en';
  const [editing, setEditing] = useState<InstanceUiText | null>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const save = useMutation({
    mutationFn: async ({ text, overrides }: { text: InstanceUiText; overrides: Record<string, string> }) => {
      const all = await dataProvider.instanceOverrides(UI_TEXTS_RESOURCE, appInstanceId);
      if (Object.keys(overrides).length > 0) all[text.propertyName] = overrides;
      else delete all[text.propertyName];
      return dataProvider.saveInstanceTexts(UI_TEXTS_RESOURCE, appInstanceId, all);
    },
    onSuccess: async ({ message }) => {
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: [UI_TEXTS_RESOURCE] });
      setResult({ severity: 'success', message });
    },
    onError: (error: Error) => { if (!editing) setResult({ severity: 'error', message: error.message }); },
  });
  const inUse = (t: InstanceUiText) => {
    const own = t.overrides[locale];
    return { text: own ?? t.appTexts[locale] ?? t.appTexts.en ?? '', source: own ? 'instance' : 'app' };
  };

  return (
    <>
      <SectionTable<InstanceUiText>
        caption="uiTexts.sections.instance"
        queryKey={[UI_TEXTS_RESOURCE, 'instance', appInstanceId]}
        fetchPage={(q) => dataProvider.instanceTexts(UI_TEXTS_RESOURCE, appInstanceId, q)}
        empty="uiTexts.empty.instance"
        columns={[
          { key: 'propertyName', label: 'uiTexts.fields.propertyName', sortField: 'propertyName', render: (t) => <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{t.propertyName}</Box> },
          { key: 'inUse', label: 'uiTexts.fields.inUse', render: (t) => <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{inUse(t).text}</Box> },
          {
            key: 'source', label: 'uiTexts.fields.source',
            render: (t) => <Chip size="small" variant={inUse(t).source === 'instance' ? 'filled' : 'outlined'} label={translate(`uiTexts.source.${inUse(t).source}`)} />,
          },
        ]}
        rowActions={(t) => (
          <>
            <Button size="small" onClick={() => setEditing(t)} aria-label={`${translate('shell.table.edit')}: ${t.propertyName}`}>{translate('shell.table.edit')}</Button>
            {Object.keys(t.overrides).length > 0 && (
              <Button size="small" disabled={save.isPending} onClick={() => save.mutate({ text: t, overrides: {} })}
                aria-label={`${translate('uiTexts.action.reset')}: ${t.propertyName}`}>
                {translate('uiTexts.action.reset')}
              </Button>
            )}
          </>
        )}
      />
      {editing && (
        <InstanceTextDialog text={editing} saving={save.isPending} error={save.error as Error | null}
          onSave={(overrides) => save.mutate({ text: editing, overrides })} onClose={() => { setEditing(null); save.reset(); }} />
      )}
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </>
  );
}

export function InstanceUiTextsSection({ instance }: InstanceSectionProps) {
  return <InstanceUiTexts appInstanceId={instance.id} />;
}
