// The shape of the activity kinds and messages in one language (contract/activityLogRules.ts).
import type { ActivityMessageTexts, ActivityTypeLabels } from '../../../../../contract/activityLogRules';

export interface ActivityTexts {
  kinds: ActivityTypeLabels;
  messages: ActivityMessageTexts;
}
