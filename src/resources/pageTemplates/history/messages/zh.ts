import type { PageHistoryMessages } from './en';

export const zh: PageHistoryMessages = {
  pageTemplates: {
    revisions: {
      list: '修订版本',
      loading: '正在加载历史…',
      unavailable: '没有可显示的历史。',
      compare: '比较',
      ticked: '已选择 %{count} / 2',
      limit: '最多只能选择 2 项。',
      tick: '选择 %{time} 的修订版本 %{revision}',
      revision: '修订版本 %{revision}',
      by: '由 %{name}',
      someone: '某用户',
      actions: { created: '已创建', updated: '已保存', published: '已发布', status: '状态已更改', previewImage: '已生成预览图' },
      restore: '恢复',
      restoreLabel: '将修订版本 %{revision} 恢复到编辑器',
      restoredComment: '恢复自 %{time}',
      restored: '修订版本 %{revision} 已作为未保存的更改放入编辑器。保存后将成为新的修订版本。',
      compareTitle: '修订版本 %{older} 与修订版本 %{newer} 并排比较',
      field: '字段',
      changed: '已更改',
      unchanged: '未更改',
      same: '两个修订版本相同。',
      diffSides: '%{field}：左侧为修订版本 %{older}，右侧为修订版本 %{newer}',
      loadingDiff: '正在加载比较…',
      imageOf: '修订版本 %{revision} 的预览图',
      noImage: '无',
      yes: '是',
      no: '否',
      close: '关闭',
      fields: {
        pageName: '页面名称', description: '描述', category: '类别', comments: '备注', status: '状态',
        stable: '稳定版', previewImage: '预览图', dataForPreview: '预览数据', content: '内容',
      },
    },
  },
};
