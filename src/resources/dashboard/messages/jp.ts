import type { DashboardMessages } from './en';

export const jp: DashboardMessages = {
  dashboard: {
    map: { title: "国別のアカウント", intro: "アカウントに記載された国ごとに表示します。メンバー数は、ダッシュボードを閲覧できるアカウントについてのみ数えます。", country: "国", accounts: "アカウント", members: "メンバー", membersHidden: "—", loading: "地図を読み込み中", notOnMap: "地図にない国（表記が異なるか、小さすぎるため）：%{countries}", nav: "アカウントの地図" },
    title: 'ダッシュボード',
    loading: 'ダッシュボードを読み込んでいます',
    loadFailed: 'ダッシュボードを読み込めませんでした: %{error}',
    empty: 'まだ表示するものがありません。',
    action: { showTable: '表で表示', showChart: 'グラフで表示' },
    figures: {
      activeMembers: '有効なメンバー', subscriptions: 'サブスクリプション',
      pendingInvitations: '保留中の招待', expiredInvitations: '期限切れの招待',
    },
    charts: {
      activity: 'サインインと操作（過去30日間）',
      membersByStatus: 'ステータス別メンバー',
      membersByType: 'ユーザー種別別メンバー',
      subscriptionsByAppType: '種類別サブスクリプション',
      subscriptionsByTerm: '期間別サブスクリプション',
    },
    columns: {
      day: '日付', signIns: 'サインイン', actions: '操作', count: '件数',
      status: 'ステータス', userType: 'ユーザー種別', appType: '種類', term: '期間',
    },
    values: {
      ACTIVE: '有効', INACTIVE: '無効', OWNER: 'オーナー', DEVELOPER: '開発者', USER: 'ユーザー',
      app: 'アプリ', service: 'サービス', connector: 'コネクター', none: '期間なし',
    },
  },
};
