import { accountZh } from './account/zh';
import type { PublicMessages } from './en';

export const zh: PublicMessages = {
  pages: {
    ...accountZh,
    language: '语言',
    login: {
      title: '登录',
      subtitle: '登录以管理您的账户和应用',
      username: '用户名',
      password: '密码',
      submit: '登录',
      usernameRequired: '用户名为必填项',
      passwordRequired: '密码为必填项',
    },
    twoFactor: {
      title: '双重身份验证',
      subtitle: '请输入 %{username} 的身份验证应用中的 6 位验证码',
      code: '验证码',
      submit: '验证',
      codeRequired: '验证码为必填项',
      codeFormat: '验证码为 6 位数字',
      backToLogin: '返回登录',
    },
    accessDecline: {
      title: '拒绝访问申请',
      question: '是否拒绝此访问申请？申请人将收到通知。',
      decline: '拒绝',
      declined: '访问申请已被拒绝。',
      invalidLink: '此链接无效。',
      signIn: '请登录以回复此访问申请。',
      toLogin: '前往登录',
      toAccountList: '前往账户列表',
    },
    sso: {
      title: '单点登录',
      continueWith: '使用 %{provider} 继续',
      or: '或',
      signingIn: '正在登录…',
      signingInAs: '正在以 %{username} 身份登录…',
      failed: '单点登录未完成。',
      providerRefused: '身份提供方未能让您登录（%{reason}）。',
      noSignInStarted: '此登录已过期或是在其他标签页中开始的。请重新开始。',
      backToLogin: '返回登录',
    },
    acceptInvite: {
      title: '邀请',
      working: '正在接受邀请…',
      expired: '此邀请已过期。是否申请新的邀请？',
      requested: '已申请新的邀请，将通过电子邮件发送给您。',
      failed: '无法激活该邀请。',
    },
    resendInvite: {
      title: '重新发送邀请',
      working: '正在重新发送邀请…',
      failed: '无法重新发送该邀请。',
    },
    invitation: {
      yes: '是',
      no: '否',
      toAccounts: '前往我的账户',
      noKey: '链接中没有邀请密钥。',
    },
    notFound: {
      title: '页面未找到',
      text: '您要找的页面不存在。',
      home: '前往登录',
    },
  },
};
