// ja_JP menu names by menu code, a partial translation: every code missing here is served with
// its en_US name (see server/api/menu-tree.ts). Every code must be a menu of some seed role.
export const jaJPMenuNames: Record<string, string> = {
  // Roots
  'hzero.personal': '個人設定',
  'hzero.system': 'システム管理',
  'hzero.platform': 'プラットフォーム管理',
  'hzero.message': 'メッセージ管理',
  'hzero.file': 'ファイル管理',
  'hzero.monitor': '運用監視',
  'hzero.workflow': 'ワークフロー',
  'hzero.scheduler': 'ジョブスケジューラ',
  'hzero.report': 'レポートセンター',
  'hzero.org.tenant': 'テナント管理',
  'hzero.org.message': 'メッセージ管理',
  'hzero.org.audit': '監査照会',
  'acme.property': '不動産管理',
  'acme.message': 'メッセージ管理',
  'globex.production': '生産管理',
  'globex.report': 'レポートセンター',

  // Personal pages of every role
  'hzero.user.info': 'マイページ',
  'hzero.user.roles': 'マイロール',
  'hzero.user.tenants': 'マイテナント',
  'hzero.user.guide': '開発者ガイド',

  // Organisation roles (in part)
  'hzero.org.sub-account': 'サブアカウント管理',
  'hzero.org.role': 'ロール管理',
  'hzero.org.organization': '組織構成',
  'hzero.org.message.notice': 'お知らせ管理',
  'hzero.org.message.inbox': '受信メッセージ',
  'globex.production.plan': '生産計画',
  'globex.production.work-order': '作業指示',

  // Site administrator (in part)
  'hzero.system.account': 'アカウント管理',
  'hzero.system.user': 'ユーザー管理',
  'hzero.system.role': 'ロール管理',
  'hzero.system.permission': 'メニューと権限',
  'hzero.system.menu': 'メニュー設定',
  'hzero.system.tenant': 'テナント管理',
  'hzero.platform.language': '多言語',
  'hzero.platform.languages': '言語管理',
  'hzero.message.inbox': '受信メッセージ',
  'hzero.workflow.todo': '未処理タスク',
  'hzero.workflow.done': '処理済みタスク',
};
