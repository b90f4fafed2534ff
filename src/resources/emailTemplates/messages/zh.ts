import type { EmailTemplatesMessages } from './en';

export const zh: EmailTemplatesMessages = {
  emailTemplates: {
    sections: { app: '邮件模板', instance: '邮件模板' },
    empty: '还没有邮件模板。',
    fields: {
      name: '名称', subject: '主题', htmlBody: 'HTML 正文', textBody: '文本正文', sampleData: '示例数据 (JSON)', updatedAt: '更新时间',
    },
    help: {
      placeholders: '在需要示例数据值的位置写 {{name}}，嵌套的值写 {{order.total}}，对列表重复写 {{#items}}…{{/items}}。',
      sampleData: '为每个占位符提供值的 JSON 对象，例如 {"name": "Ada"}',
    },
    action: {
      add: '添加邮件模板', save: '保存', cancel: '取消', close: '关闭', testMail: '给我发送测试邮件', confirm: '删除', view: '查看',
    },
    title: {
      add: '添加邮件模板', edit: '编辑邮件模板：%{name}', view: '邮件模板：%{name}', delete: '删除邮件模板',
    },
    question: { delete: '删除邮件模板“%{name}”？此操作无法撤销。' },
    preview: {
      title: '使用示例数据预览', subject: '主题', html: 'HTML', text: '文本', frame: '邮件的 HTML 预览',
      unavailable: '示例数据为 JSON 对象后即显示预览。',
    },
    missing: '以下占位符在示例数据中没有值：%{names}',
    validation: {
      nameRequired: '名称为必填项',
      subjectRequired: '主题为必填项',
      tooLong: '最多 %{max} 个字符',
      syntax: '模板无效：%{detail}',
      sampleJson: '示例数据不是有效的 JSON：%{detail}',
      sampleObject: '示例数据必须是 JSON 对象，例如 {"name": "Ada"}',
    },
    result: { testMail: '测试邮件已发送至 %{to}' },
  },
  // The success texts of the templates' resources (emailTemplatesResources.ts).
  resources: {
    appEmailTemplates: { notifications: { created: '邮件模板添加成功', updated: '邮件模板更新成功', deleted: '邮件模板删除成功' } },
    instanceEmailTemplates: { notifications: { created: '实例邮件模板添加成功', updated: '实例邮件模板更新成功', deleted: '实例邮件模板删除成功' } },
  },
};
