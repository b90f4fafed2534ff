import type { DashboardMessages } from './en';

export const zh: DashboardMessages = {
  dashboard: {
    map: { title: "按国家的账户", intro: "按账户上填写的国家显示您的账户。仅统计您可查看其仪表板的账户的成员数。", country: "国家", accounts: "账户", members: "成员", membersHidden: "—", loading: "正在加载地图", notOnMap: "未显示在地图上（写法不同或面积太小）：%{countries}", nav: "账户地图" },
    title: '仪表板',
    loading: '正在加载仪表板',
    loadFailed: '无法加载仪表板：%{error}',
    empty: '暂无可显示的内容。',
    action: { showTable: '以表格显示', showChart: '以图表显示' },
    figures: {
      activeMembers: '活跃成员', subscriptions: '订阅',
      pendingInvitations: '待处理的邀请', expiredInvitations: '已过期的邀请',
    },
    charts: {
      activity: '登录和操作（最近 30 天）',
      membersByStatus: '按状态划分的成员',
      membersByType: '按用户类型划分的成员',
      subscriptionsByAppType: '按类别划分的订阅',
      subscriptionsByTerm: '按期限划分的订阅',
    },
    columns: {
      day: '日期', signIns: '登录', actions: '操作', count: '数量',
      status: '状态', userType: '用户类型', appType: '类别', term: '期限',
    },
    values: {
      ACTIVE: '活跃', INACTIVE: '停用', OWNER: '所有者', DEVELOPER: '开发者', USER: '用户',
      app: '应用', service: '服务', connector: '连接器', none: '无期限',
    },
  },
};
