import type { ActivityLogMessages } from './en';
import { zhActivity } from './activity/zh';

export const zh: ActivityLogMessages = {
  activityLog: {
    title: { page: '活动日志', detail: '活动' },
    fields: {
      time: '时间', user: '用户', type: '类型', event: '事件', status: '状态', message: '消息', folder: '文件夹', action: '操作',
      details: '详情', fromDate: '开始日期', toDate: '结束日期',
    },
    filters: '筛选', any: '全部',
    action: { export: '导出 CSV', details: '详情', close: '关闭' },
    empty: '没有符合这些筛选条件的活动。',
    retention: '活动保留 %{smart_count} 天。',
    lastPurge: '上次删除较早活动的时间：%{at}（删除 %{deleted} 条）。',
    neverPurged: '尚未删除较早的活动。',
    ...zhActivity,
  },
};
