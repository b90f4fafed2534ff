// An app's UI texts, on its edit page (developer-portal.md §7 "UI properties"): every property ×
// locale, each translation flagged when missing, when its placeholders differ from the English
// text's, or when stale (written before the English text last changed); add, edit, delete; a locale
// exported and imported as JSON.
import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { AppSectionProps } from '../../plugins/types';
import { hasAnyFlag } from '../../plugins/flags';
import { SectionTable } from '../../ui/SectionTable';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';
import { ResultDialog, type ResultMessage } from '../../ui/ResultDialog';
import { flagKind, updateFlag } from '../../../contract/developerPortalFlags';
import type { UiTextView } from '../../../contract/uiTexts';
import type { UiTextLocale, UiTextProblem } from '../../../contract/uiTextsRules';
import { UI_TEXTS_RESOURCE, type UiTextsDataProvider } from './uiTextsDataProvider';
import { UiTextDialog } from './UiTextDialog';
import { LocaleTransfer } from './LocaleTransfer';
import { localeLabel, TRANSLATED } from './locales';
import { useFlags } from '../../session';

const PROBLEM_COLOUR: Record<UiTextProblem, 'warning' | 'error' | 'info'> = { missing: 'warning', placeholders: 'error', stale: 'info' };

function Translation({ text, locale }: { text: UiTextView; locale: UiTextLocale }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {text.locale[locale] && <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{text.locale[locale]}</Box>}
      {text.problems[locale].map((problem) => (
        <Chip key={problem} size="small" variant="outlined" color={PROBLEM_COLOUR[problem]} label={translate(`uiTexts.problems.${problem}`)} />
      ))}
    </Stack>
  );
}

export function AppUiTextsSection({ app }: AppSectionProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<UiTextsDataProvider>();
  const queryClient = useQueryClient();
  const { permissions } = useFlags();
  const mayChange = hasAnyFlag(permissions ?? {}, [updateFlag(flagKind(app.type))]);
  const [editing, setEditing] = useState<{ text?: UiTextView } | null>(null);
  const [deleting, setDeleting] = useState<UiTextView | null>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const remove = useMutation({
    mutationFn: (text: UiTextView) => dataProvider.deleteText(UI_TEXTS_RESOURCE, text.id),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: [UI_TEXTS_RESOURCE] });
      setResult({ severity: 'success', message });
    },
    onError: (error: Error) => setResult({ severity: 'error', message: error.message }),
    onSettled: () => setDeleting(null),
  });

  return (
    <>
      <LocaleTransfer app={app} mayChange={mayChange} onResult={setResult} />
      <SectionTable<UiTextView>
        caption="uiTexts.sections.app"
        queryKey={[UI_TEXTS_RESOURCE, 'app', app.id]}
        fetchPage={(q) => dataProvider.appTexts(UI_TEXTS_RESOURCE, app.id, q)}
        empty="uiTexts.empty.app"
        columns={[
          {
            key: 'propertyName', label: 'uiTexts.fields.propertyName', sortField: 'propertyName',
            render: (t) => (
              <>
                <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{t.propertyName}</Box>
                {t.description && <Typography variant="body2" color="text.secondary">{t.description}</Typography>}
                <Typography variant="caption" color="text.secondary" component="div">
                  {`${t.tag} · ${translate(`uiTexts.status.${t.status}`, { _: t.status })}`}
                </Typography>
              </>
            ),
          },
          { key: 'en', label: localeLabel('en'), sortField: 'defaultValue', render: (t) => <Translation text={t} locale="en" /> },
          ...TRANSLATED.map((locale) => ({ key: locale, label: localeLabel(locale), render: (t: UiTextView) => <Translation text={t} locale={locale} /> })),
        ]}
        toolbar={mayChange && (
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({})}>{translate('uiTexts.action.add')}</Button>
        )}
        rowActions={mayChange ? (t) => (
          <EditDeleteButtons name={t.propertyName} onEdit={() => setEditing({ text: t })} onDelete={() => setDeleting(t)} />
        ) : undefined}
      />
      {editing && (
        <UiTextDialog appId={app.id} text={editing.text} onClose={() => setEditing(null)}
          onSaved={(message) => { setEditing(null); setResult({ severity: 'success', message }); }} />
      )}
      <Confirm
        isOpen={deleting !== null} title="uiTexts.title.delete"
        content={deleting ? translate('uiTexts.question.delete', { name: deleting.propertyName }) : ''}
        confirm="uiTexts.action.confirm" cancel="uiTexts.action.cancel" loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)} onClose={() => setDeleting(null)}
      />
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </>
  );
}
