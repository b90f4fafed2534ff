import type { RolesMessages } from './en';

export const jp: RolesMessages = {
  roles: {
    sections: { permissions: '権限', defaultRoles: '既定のロール', instanceRoles: 'ロール', members: 'メンバー' },
    fields: {
      permissionId: '権限 ID', permissionName: '権限名', description: '説明', roleName: 'ロール名', userType: 'ユーザー種別', kind: '種類',
      permissions: '権限', members: 'メンバー', name: '名前', email: 'メール', roles: 'ロール',
    },
    userTypes: { OWNER: 'オーナー', DEVELOPER: '開発者', USER: 'ユーザー', all: 'すべてのユーザー種別' },
    kinds: { instance: 'カスタムロール', default: '既定のロール' },
    action: {
      addPermission: '権限を追加', addRole: 'ロールを追加', save: '保存', cancel: 'キャンセル', close: '閉じる',
      confirm: 'はい', saveAnyway: '変更を保存', permissionsOf: '権限', rolesOf: 'ロール', holders: '保持者', selectAll: '表示中をすべて選択',
    },
    title: {
      addPermission: '権限を追加', editPermission: '権限 %{name} を編集', addDefaultRole: '既定のロールを追加', addInstanceRole: 'ロールを追加',
      editRole: 'ロール %{name} を編集', deletePermission: '権限を削除', deleteRole: 'ロールを削除', effective: '%{name} の権限',
      holders: '%{permission} を持つメンバー', memberRolesAll: '%{name} のロール', memberRoles: '%{app} での %{name} のロール', impact: '保存する前に',
    },
    validation: {
      permissionIdRequired: '権限 ID は必須です',
      permissionIdFormat: '英字、数字、アンダースコアのみ使用できます',
      permissionNameRequired: '権限名は必須です',
      permissionNameTooLong: '権限名は20文字未満にしてください',
      maxLength20: '最大20文字です',
      roleNameRequired: 'ロール名は必須です',
      roleNameTooLong: 'ロール名は20文字未満にしてください',
      userTypeRequired: 'ユーザー種別は必須です',
    },
    question: {
      deletePermission: '権限 %{name} を削除しますか？',
      deletePermissionUsed: '権限 %{name} を削除しますか？ %{smart_count} 件のロールがこの権限を失います。',
      deleteRole: 'ロール %{name} を削除しますか？',
    },
    empty: {
      permissions: 'このアプリにはまだ権限がありません。', roles: 'ロールはまだありません。', members: 'メンバーが見つかりません。',
      effective: 'このメンバーはこのアプリで権限を持っていません。', holders: 'この権限を持つメンバーはいません。',
    },
    effective: {
      assigned: 'このメンバーに割り当てられたロールによるものです。',
      userTypeDefaults: 'ロールが割り当てられていないため、%{userType} の既定のロールが適用されます。',
      grantedBy: '付与元', through: '経由',
    },
    impact: {
      none: '権限を得る人も失う人もいません。', lose: '%{smart_count} 人のメンバーが %{permission} を失います',
      gain: '%{smart_count} 人のメンバーが %{permission} を得ます', member: '%{name}：得る %{gains}、失う %{losses}', nothing: 'なし',
      accounts: '影響を受けるメンバー：%{members} 人（購読アカウント %{smart_count} 件）',
    },
    checklist: { search: '権限を検索', selected: '%{total} 件中 %{count} 件を選択', none: '一致する権限はありません。' },
    memberRoles: {
      inApp: '%{app} のロール', console: 'コンソール',
      custom: 'カスタムロール', defaults: '既定のロール',
      defaultsNote: 'ロールを選択しない場合、メンバーのユーザー種別の既定のロールが適用されます。',
    },
    roleCannotBeDeleted: 'このロールは削除できません。',
  },
  // The success texts of the roles' resources (src/resources/roles/rolesResources.ts).
  resources: {
    appPermissions: { notifications: { created: '権限を作成しました', updated: '権限を更新しました', deleted: '権限を削除しました' } },
    appDefaultRoles: { notifications: { created: 'ロールを作成しました', updated: 'ロールを更新しました', deleted: 'ロールを削除しました' } },
    instanceRoles: { notifications: { created: 'ロールを作成しました', updated: 'ロールを更新しました', deleted: 'ロールを削除しました' } },
  },
};
