// What every platform starts with: AdminApp's permission flags (console-shell.md §6,
// developer-portal.md §6), its default roles per user type, and the console's server-loaded labels.
import { VIEW_SWAGGER } from '../../../contract/apiDocumentsFlags';
import { ADD_FLAGS, DELETE_FLAG, UPDATE_FLAGS, VIEW_FLAGS } from '../../../contract/developerPortalFlags';
import { MARKETPLACE_FLAG, SUBSCRIBE_FLAGS } from '../../../contract/marketplaceFlags';
import { MY_APPS_FLAGS } from '../../../contract/myAppsFlags';
import { EDIT_PROFILE } from '../../../contract/profileFlags';
import { MANAGE_ROLES } from '../../../contract/rolesFlags';
import { MANAGE_UI_TEXTS } from '../../../contract/uiTextsFlags';
import { VIEW_ACTIVITY_LOG } from '../../../contract/activityLogFlags';
import { MANAGE_API_KEYS } from '../../../contract/apiKeysFlags';
import { VIEW_DASHBOARD } from '../../../contract/dashboardFlags';
import { VIEW_DATA_MIGRATION } from '../../../contract/databasesFlags';
import { VIEW_DATA_EXPORT } from '../../../contract/dataExportFlags';
import { ALL_PERMISSIONS } from '../../../contract/sessionFlags';
import { EDIT_EMAIL_TEMPLATES, VIEW_EMAIL_TEMPLATES } from '../../../contract/emailTemplatesFlags';
import { EDIT_PAGE_TEMPLATES, VIEW_PAGE_TEMPLATES } from '../../../contract/pageTemplatesFlags';
import { domainAdminPermissions, domainConsoleLabels } from '../domains/registry';

export const ADMIN_APP_PERMISSIONS: Record<string, string> = {
  allpermissions: 'All permissions',
  view_myapps_apps: 'View My Apps: apps',
  view_myapps_services: 'View My Apps: services',
  view_myapps_connectors: 'View My Apps: connectors',
  view_marketplace_apps: 'View Marketplace',
  view_apps: 'View developer apps',
  view_services: 'View developer services',
  view_connectors: 'View developer connectors',
  view_user: 'View users',
  [MANAGE_ROLES]: 'Manage roles',
  [MANAGE_UI_TEXTS]: 'Manage UI texts',
  [VIEW_ACTIVITY_LOG]: 'View the activity log',
  [MANAGE_API_KEYS]: 'Manage API keys',
  [VIEW_DASHBOARD]: 'View the account dashboard',
  [VIEW_DATA_MIGRATION]: 'View Data Migration',
  [VIEW_DATA_EXPORT]: 'View Data Export',
  view_swagger: 'View API Documents',
  add_app: 'Add apps',
  add_service: 'Add services',
  add_connector: 'Add connectors',
  update_app: 'Update apps',
  update_service: 'Update services',
  update_connector: 'Update connectors',
  delete_app: 'Delete apps',
  subscribe_app: 'Subscribe to apps',
  subscribe_service: 'Subscribe to services',
  subscribe_connector: 'Subscribe to connectors',
  edit_profile: 'Edit profile',
  security: 'Security (two-factor)',
  change_password: 'Change password',
  [VIEW_EMAIL_TEMPLATES]: 'View email templates',
  [EDIT_EMAIL_TEMPLATES]: 'Create, change and delete email templates',
  [VIEW_PAGE_TEMPLATES]: 'View page templates',
  [EDIT_PAGE_TEMPLATES]: 'Create, change and delete page templates',
  // A domain may declare its own beside its plugin (domains/domainModule.ts).
  ...domainAdminPermissions,
};

const PROFILE = [EDIT_PROFILE, 'security', 'change_password'];

/** Default roles: used for an account user who has no role assigned in the account's AdminApp. */
export const ADMIN_APP_DEFAULT_ROLES: { roleName: string; userType: string; permissions: string[] }[] = [
  { roleName: 'OWNER', userType: 'OWNER', permissions: [ALL_PERMISSIONS] },
  {
    roleName: 'DEVELOPER', userType: 'DEVELOPER', permissions: [
      ...MY_APPS_FLAGS, MARKETPLACE_FLAG, ...VIEW_FLAGS, ...ADD_FLAGS, ...UPDATE_FLAGS, DELETE_FLAG, ...SUBSCRIBE_FLAGS,
      VIEW_DATA_MIGRATION, VIEW_DATA_EXPORT, VIEW_SWAGGER, EDIT_PAGE_TEMPLATES, ...PROFILE,
    ],
  },
  { roleName: 'USER', userType: 'USER', permissions: [...MY_APPS_FLAGS, MARKETPLACE_FLAG, ...PROFILE] },
];

type Texts = { en: string; fr: string; sp: string; jp: string; ch: string };

/** The console's labels by i18n key, in every stored locale. */
export const ADMIN_UI_PROPERTIES: Record<string, Texts> = {
  'shell.menu.myApps': { en: 'My Apps', fr: 'Mes applications', sp: 'Mis aplicaciones', jp: 'マイアプリ', ch: '我的应用' },
  'shell.menu.marketplace': { en: 'Marketplace', fr: 'Place de marché', sp: 'Mercado', jp: 'マーケットプレイス', ch: '应用市场' },
  'shell.menu.developerPortal': { en: 'Developer Portal', fr: 'Portail développeur', sp: 'Portal para desarrolladores', jp: '開発者ポータル', ch: '开发者门户' },
  'shell.menu.users': { en: 'Users', fr: 'Utilisateurs', sp: 'Usuarios', jp: 'ユーザー', ch: '用户' },
  'shell.menu.dataMigration': { en: 'Data Migration', fr: 'Migration des données', sp: 'Migración de datos', jp: 'データ移行', ch: '数据迁移' },
  'shell.menu.dataExport': { en: 'Data Export', fr: 'Exportation des données', sp: 'Exportación de datos', jp: 'データエクスポート', ch: '数据导出' },
  'shell.menu.apiDocuments': { en: 'API Documents', fr: "Documentation de l'API", sp: 'Documentación de la API', jp: 'API ドキュメント', ch: 'API 文档' },
  'shell.header.switchAccount': { en: 'Switch account', fr: 'Changer de compte', sp: 'Cambiar de cuenta', jp: 'アカウントを切り替え', ch: '切换账户' },
  'shell.header.account': { en: 'Account', fr: 'Compte', sp: 'Cuenta', jp: 'アカウント', ch: '账户' },
  'shell.profile.editProfile': { en: 'Edit Profile', fr: 'Modifier le profil', sp: 'Editar perfil', jp: 'プロフィールを編集', ch: '编辑个人资料' },
  'shell.profile.security': { en: 'Security', fr: 'Sécurité', sp: 'Seguridad', jp: 'セキュリティ', ch: '安全' },
  'shell.profile.changePassword': { en: 'Change Password', fr: 'Changer le mot de passe', sp: 'Cambiar contraseña', jp: 'パスワードを変更', ch: '修改密码' },
  'shell.profile.signOut': { en: 'Sign Out', fr: 'Se déconnecter', sp: 'Cerrar sesión', jp: 'サインアウト', ch: '退出登录' },
  ...domainConsoleLabels,
};
