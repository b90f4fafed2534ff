import type { ComponentsMessages } from './en';

export const zh: ComponentsMessages = {
  components: {
    title: "组件",
    intro: "每个插件用来构建界面的共享部件：各自的用途、导入方式、属性，以及部件的实际运行。参见 docs/plugins.md。",
    props: "属性", prop: "属性", type: "类型", example: "运行示例",
    pieces: {
      result: { name: "结果对话框", purpose: "结束每个操作：带“关闭”的成功、信息或错误消息。由布局统一提供一次。" },
      resultOnSuccess: { name: "react-admin 保存后的结果", purpose: "用于 Create、Edit 和删除按钮的变更选项：在对话框中显示资源自己的消息，然后返回或刷新。" },
      editDelete: { name: "编辑和删除按钮", purpose: "一行的两个图标按钮，以该行命名，便于屏幕阅读器读出是哪一行。" },
      logo: { name: "应用徽标", purpose: "来自 URL 或上传图片的应用徽标；没有或加载失败时显示字母图块。" },
      table: { name: "分区列表", purpose: "页面分区中的 react-admin 列表：搜索、可排序的列、“显示第 X-Y 项，共 Z 项”分页器和空状态；在 375 px 时自动换行。" },
    },
    samples: {
      success: "显示成功", error: "显示错误", saved: "示例已成功保存", refused: "无法保存示例：这只是一个示例",
      resultOnSuccess: "用法：<Create mutationOptions={useResultOnSuccess('created', to)}>；不显示提示条，而是显示对话框。",
      tableCaption: "示例", name: "名称", empty: "没有匹配的示例。",
    },
  },
};
