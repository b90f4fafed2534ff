import type { ActivityLogMessages } from './en';
import { jpActivity } from './activity/jp';

export const jp: ActivityLogMessages = {
  activityLog: {
    title: { page: 'アクティビティログ', detail: 'アクティビティ' },
    fields: {
      time: '日時', user: 'ユーザー', type: '種類', event: 'イベント', status: 'ステータス', message: 'メッセージ', folder: 'フォルダー', action: 'アクション',
      details: '詳細', fromDate: '開始日', toDate: '終了日',
    },
    filters: 'フィルター', any: 'すべて',
    action: { export: 'CSV をエクスポート', details: '詳細', close: '閉じる' },
    empty: 'このフィルターに一致するアクティビティはありません。',
    retention: 'アクティビティは %{smart_count} 日間保存されます。',
    lastPurge: '古いアクティビティの前回の削除：%{at}（%{deleted} 件）。',
    neverPurged: '古いアクティビティはまだ削除されていません。',
    ...jpActivity,
  },
};
