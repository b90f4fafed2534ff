// Chinese texts of Data Migration's connections.
import type { DatabasesMessages } from './en';

export const zh: DatabasesMessages = {
  databases: {
    title: {
      page: "数据迁移",
      list: "数据库连接",
      add: "添加数据库",
      edit: "编辑数据库 %{name}",
      delete: "删除数据库",
      browse: "%{name} 的表",
    },
    fields: {
      databaseName: "名称",
      engine: "引擎",
      host: "主机",
      port: "端口",
      database: "数据库",
      username: "用户名",
      password: "密码",
      passwordKept: "密码（已保存；留空则保持不变）",
      updatedAt: "更新时间",
      table: "表",
      schema: "模式",
      rowEstimate: "行数（估计）",
      column: "列",
      type: "类型",
      nullable: "可为空",
    },
    engines: {
      postgresql: "PostgreSQL",
      mariadb: "MariaDB / MySQL",
      embedded: "内置（在此服务器上）",
    },
    help: {
      embedded: "内置数据库位于此服务器上：只需一个由字母、数字、_ 或 - 组成的名称。",
    },
    action: {
      add: "添加数据库",
      test: "测试连接",
      browse: "表",
      save: "保存",
      cancel: "取消",
      confirm: "是",
      close: "关闭",
    },
    test: {
      ok: "已连接到 %{version}，用时 %{ms} 毫秒",
      failed: "无法连接：%{reason}",
    },
    question: {
      delete: "删除连接 %{name}？数据库本身不会受影响。",
    },
    empty: "还没有数据库连接。立即添加一个。",
    noTables: "此数据库没有表。",
    yes: "是",
    no: "否",
    messages: {
      saved: "数据库已保存",
      updated: "数据库已更新",
      deleted: "数据库已删除",
    },
  },
};
