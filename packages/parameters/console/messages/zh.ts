import type { ParametersMessages } from './en';

export const zh: ParametersMessages = {
  parameters: {
    title: { page: '应用参数', add: '添加参数', edit: '编辑参数 %{name}', delete: '删除参数' },
    fields: { parameterName: '参数名称', parameterValue: '参数值', description: '描述', source: '设置方' },
    source: { account: '本账户', platform: '平台默认值' },
    action: { add: '添加参数', override: '为本账户设置', save: '保存', cancel: '取消', confirm: '是' },
    question: { delete: '删除参数 %{name}？如果平台有同名的默认值，将重新使用该默认值。' },
    overrideNote: '这是平台默认值。保存后将设置本账户自己的值，其成员将改用该值。',
    empty: '暂无参数。立即添加一个。',
    rules: {
      nameRequired: '参数名称为必填项',
      nameFormat: '以字母开头；只能使用字母、数字、点、短横线和下划线',
      nameTooLong: '参数名称最多 100 个字符',
      valueRequired: '参数值为必填项',
      valueTooLong: '参数值最多 2000 个字符',
      idleTime: 'idleTime 为 60 到 86400 之间的整数秒',
    },
  },
  // The success texts of the parameters' resource (src/resources/parameters/parametersResources.ts).
  resources: {
    appParameters: {
      notifications: {
        created: '应用参数创建成功', updated: '应用参数更新成功', deleted: '应用参数删除成功',
      },
    },
  },
};
