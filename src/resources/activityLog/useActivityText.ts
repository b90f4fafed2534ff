// A trace in the reader's language: its kind's label, and its message from its key and parameters
// (contract/activityLogRules.ts). Older traces, stored before messages had keys, show their text.
import { useTranslate } from 'react-admin';
import type { ActivityEntry } from '../../../contract/activityLog';

type Trace = Pick<ActivityEntry, 'type' | 'message' | 'messageKey' | 'messageParams'>;

export function useActivityText() {
  const translate = useTranslate();
  const kind = (type: string | null): string => (type ? translate(`activityLog.kinds.${type}`, { _: type }) : '');
  const message = (trace: Trace): string => (trace.messageKey
    ? translate(`activityLog.messages.${trace.messageKey}`, { ...trace.messageParams, type: kind(trace.type), _: trace.message ?? trace.messageKey })
    : trace.message ?? '');
  return { kind, message };
}
