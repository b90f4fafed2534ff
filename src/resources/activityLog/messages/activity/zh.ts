// The activity kinds and messages in Chinese (the English ones are in contract/activityLogRules.ts).
import type { ActivityTexts } from './types';

export const zhActivity: ActivityTexts = {
  kinds: {
    app: '应用', service: '服务', connector: '连接器', module: '模块', addModule: '附加模块',
    DeveloperApp: '开发者应用', developerPortal: '开发者门户', subscription: '订阅',
    appSettings: '应用设置表单', appInstanceSettings: '实例设置', parameter: '参数',
    uiText: '界面文本', apiKey: 'API 密钥', image: '图片', permission: '权限', role: '角色',
    connectorLink: '连接器链接', connectorApi: '连接器 API', instanceConnectorApi: '连接器 API 的值',
    account: '账户', accountUser: '成员', invitation: '邀请', pageTemplate: '页面模板',
    instanceTemplate: '实例页面模板', templatePage: '模板页面', emailTemplate: '邮件模板',
    dataExport: '数据导出', database: '数据库', security: '安全',
  },
  messages: {
    app: {
      registered: '已注册开发者应用 %{name}', created: '已创建%{type} %{name}',
      updated: '已更新%{type} %{name}', published: '已发布%{type} %{name}', unpublished: '已取消发布%{type} %{name}',
      subscriptionsStopped: '已停止 %{name} 的新订阅', subscriptionsEnabled: '已开放 %{name} 的新订阅',
      deleted: '已删除%{type} %{name}', opened: '已打开 %{name}',
    },
    developerPortal: { subscribed: '已订阅开发者门户' },
    subscription: { subscribed: '已订阅 %{name}', unsubscribed: '已取消订阅 %{name}' },
    parameter: { created: '已添加参数 %{name}', updated: '已修改参数 %{name}', deleted: '已删除参数 %{name}' },
    uiText: {
      created: '已向 %{app} 添加文本 %{name}', updated: '已修改 %{app} 的文本 %{name}', deleted: '已删除 %{app} 的文本 %{name}',
      imported: '已导入 %{app} 的 %{count} 条文本 (%{locale})', instanceSaved: '已保存实例文本',
    },
    apiKey: {
      created: '已生成 %{instance} 的 API 密钥 %{name}', updated: '已重命名 %{instance} 的 API 密钥 %{name}',
      revoked: '已吊销 %{instance} 的 API 密钥 %{name}', rolled: '已轮换 %{instance} 的 API 密钥 %{name}',
      deleted: '已删除 %{instance} 的 API 密钥 %{name}',
    },
    image: { uploaded: '已上传图片' },
    permission: {
      created: '已向 %{app} 添加权限 %{name}', updated: '已更新 %{app} 的权限 %{name}', deleted: '已从 %{app} 删除权限 %{name}',
    },
    role: {
      created: '已创建角色 %{name}', renamed: '已将角色 %{from} 重命名为 %{name}', deleted: '已删除角色 %{name}',
      permissionsSet: '已保存角色 %{name} 的权限', defaultCreated: '已向 %{app} 添加默认角色 %{name}',
      defaultUpdated: '已更新 %{app} 的默认角色 %{name}', defaultDeleted: '已从 %{app} 删除默认角色 %{name}',
      defaultPermissionsSet: '已保存 %{app} 的默认角色 %{name} 的权限', assigned: '已更新 %{member} 的角色',
    },
    connectorLink: { linked: '已将 %{name} 链接到应用实例 %{instance}', removed: '已将 %{name} 从应用实例 %{instance} 移除' },
    connectorApi: {
      created: '已向 %{connector} 添加连接器 API %{name}', updated: '已更新连接器 API %{name}',
      deleted: '已删除连接器 API %{name}', tested: '已测试连接器 API %{name}：%{outcome}',
    },
    instanceConnectorApi: { saved: '已保存应用实例 %{instance} 的连接器 API %{name} 的值' },
    invitation: { sent: '已向 %{email} 发送邀请', resent: '已重新发送邀请' },
    account: { madeDefault: '已更改默认账户' },
    security: { tokenSubjectMismatch: "以用户 %{namedUserId} 名义的访问令牌随用户 %{sessionUserId} 的会话发送：已拒绝，并已结束该会话" },
    change: {
      create: '%{type}：已创建', update: '%{type}：已更新', delete: '%{type}：已删除', status: '%{type}：状态已更改',
      previewImage: '%{type}：已保存预览图', publish: '%{type}：已发布', import: '%{type}：已导入文本',
      revoke: '%{type}：已吊销', roll: '%{type}：已轮换', testMail: '%{type}：已发送测试邮件',
      assign: '%{type}：已分配角色', migrate: '%{type}：已开始数据迁移',
    },
  },
};
