import type { ApiKeysMessages } from './en';

export const zh: ApiKeysMessages = {
  apiKeys: {
    section: 'API 密钥',
    title: { generate: '生成 API 密钥', rename: '重命名 %{name}', roll: '轮换 %{name}', revoke: '吊销 API 密钥', delete: '删除 API 密钥' },
    fields: { name: '名称', prefix: '密钥', status: '状态', expiresAt: '过期时间', lastUsed: '最近使用', key: '新的 API 密钥', graceHours: '旧密钥继续可用的小时数' },
    status: { ACTIVE: '有效', REVOKED: '已吊销', EXPIRED: '已过期' },
    action: {
      generate: '生成 API 密钥', rename: '重命名', roll: '轮换', revoke: '吊销', delete: '删除', save: '保存', cancel: '取消', yes: '是',
      copy: '复制', copied: '已复制', close: '关闭',
    },
    question: { revoke: '吊销密钥 %{name}？使用它的应用将被拒绝，且无法撤销。', delete: '删除密钥 %{name}？使用它的应用将被拒绝。' },
    shownOnce: '请立即复制并妥善保存此密钥：它不会再次显示。',
    rollNote: '密钥现在将获得新的密文。请在旧密钥失效前把新密钥交给应用。',
    graceHelp: '从 0（立即失效）到 %{max}。',
    noExpiry: '留空表示密钥永不过期。',
    mineOnly: '仅显示我生成的密钥', graceUntil: '旧密钥有效期至 %{at}',
    never: '永不', neverUsed: '尚未使用',
    used: '%{at}（%{smart_count} 次）',
    empty: '暂无 API 密钥。立即生成一个。',
    rules: { nameRequired: '密钥名称为必填项', nameTooLong: '密钥名称最多 %{max} 个字符' },
  },
  // The success texts of the keys' resource (src/resources/apiKeys/apiKeysResources.ts).
  resources: {
    instanceApiKeys: {
      notifications: {
        created: 'API 密钥生成成功', updated: '%{app} 的 API 密钥更新成功',
        revoked: '%{app} 的 API 密钥吊销成功', deleted: '%{app} 的 API 密钥删除成功',
      },
    },
  },
};
