// The activity kinds and messages in English: the contract's own texts, not a copy.
import { ACTIVITY_MESSAGES, ACTIVITY_TYPE_LABELS } from '../../../../../contract/activityLogRules';
import type { ActivityTexts } from './types';

export const enActivity: ActivityTexts = { kinds: ACTIVITY_TYPE_LABELS, messages: ACTIVITY_MESSAGES };
