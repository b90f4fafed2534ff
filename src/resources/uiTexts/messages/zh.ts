import type { UiTextsMessages } from './en';

export const zh: UiTextsMessages = {
  uiTexts: {
    sections: { app: '界面文本', instance: '界面文本' },
    title: { add: '添加界面文本', edit: '编辑界面文本 %{name}', delete: '删除界面文本', editInstance: '此实例的 %{name} 文本', console: '控制台文本' },
    fields: { propertyName: '属性名称', description: '描述', tag: '标签', status: '状态', locale: '语言', inUse: '当前使用的文本', source: '来源' },
    locales: { en: '英语', fr: '法语', sp: '西班牙语', jp: '日语', ch: '中文' },
    problems: { missing: '缺失', placeholders: '占位符不同', stale: '已过期' },
    status: { ACTIVE: '启用', INACTIVE: '停用' },
    source: { instance: '此实例', app: '应用' },
    action: { add: '添加界面文本', save: '保存', cancel: '取消', confirm: '是', export: '导出 JSON', import: '导入 JSON', reset: '恢复为应用的文本' },
    question: { delete: '删除界面文本 %{name}？' },
    empty: { app: '暂无界面文本。立即添加一个。', instance: '该应用没有界面文本。' },
    imported: '已导入 %{smart_count} 条文本。',
    importUnknown: '应用中没有以下名称的属性：%{names}。',
    importRefused: '文件未导入：%{reason}',
    importShape: '必须是一个文本 JSON 对象，{ "property.name": "text" }',
    instanceNote: '留空则使用应用的文本。',
    appText: '应用的文本',
    none: '无',
    consoleNote: '您的账户在此控制台中使用的专属标签（按语言）。下次有人进入该账户时显示。',
    rules: {
      nameRequired: '属性名称为必填项',
      nameFormat: '使用以点分隔的单词（字母、数字和下划线），例如 shell.menu.users',
      nameTooLong: '属性名称最多 200 个字符',
      baseRequired: '英文文本（或默认值）为必填项',
      textTooLong: '文本最多 2000 个字符',
    },
  },
  // The success texts of the UI texts' resources (src/resources/uiTexts/uiTextsResources.ts).
  resources: {
    appUiTexts: { notifications: { created: '属性保存成功', updated: '属性保存成功', deleted: '属性删除成功' } },
    instanceUiTexts: { notifications: { updated: '属性保存成功' } },
  },
};
