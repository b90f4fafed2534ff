// Chinese texts of Data Export.
import type { DataExportMessages } from './en';

export const zh: DataExportMessages = {
  dataExport: {
    title: {
      page: '数据导出', list: '导出表', add: '添加导出表', edit: '编辑导出表 %{name}', delete: '删除导出表', view: '%{name} 的数据',
      progress: '%{name} 的导出',
    },
    tableRows: { estimate: '行数：约 %{count}', counted: '行数：%{count}', atLeast: '行数：超过 %{count}', unknown: '行数：未知' },
    fields: {
      instance: '应用实例', source: '数据源', noSource: '无', tableName: '表', schemaName: '模式', updatedAt: '更新时间', sheet: '工作表',
      rows: '行数',
    },
    action: {
      add: '添加导出表', view: '查看数据', export: '导出', download: '下载 example.xlsx', save: '保存', cancel: '取消', confirm: '是',
      close: '关闭',
    },
    question: { delete: '将 %{name} 从导出中移除？表本身不受影响。' },
    empty: '还没有导出表。立即添加一个。',
    noInstances: '此账户没有可导出的应用实例：请先订阅一个应用。',
    chooseSource: '请选择此应用实例的数据源（账户的数据库连接之一），以便从中选择表。',
    noConnections: '账户还没有数据库连接：可在数据迁移中添加。',
    noRows: '此表没有行。',
    null: '空',
    progress: {
      queued: '等待开始…',
      running: '已写入 %{done} / %{total} 行',
      runningUncounted: '已写入 %{done} 行',
      done: '完成：%{message}',
      failed: '失败：%{message}',
      leave: '您可以离开此页面：文件就绪时，铃铛会通知您，并附有下载按钮。',
      sheets: '每个工作表的行数',
      total: '合计',
    },
    messages: { sourceSaved: '数据源已成功保存' },
  },
  resources: {
    exportTables: { notifications: { created: '数据导出已成功添加', updated: '数据导出已成功更新', deleted: '%{table} 的导出已成功删除' } },
  },
};
