/** Texts of the Sign-in Log page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hmnt.loginLog.title': 'Sign-in Log',
    'hmnt.loginLog.field.loginDate': 'Time',
    'hmnt.loginLog.field.loginName': 'Login name',
    'hmnt.loginLog.field.auditType': 'Result',
    'hmnt.loginLog.field.loginMessageMeaning': 'Reason',
    'hmnt.loginLog.field.loginIp': 'IP address',
    'hmnt.loginLog.field.clientId': 'Client',
    'hmnt.loginLog.field.loginDevice': 'Browser',
    'hmnt.loginLog.field.loginDateFrom': 'From',
    'hmnt.loginLog.field.loginDateTo': 'To',
    'hmnt.loginLog.result.LOGIN': 'Signed in',
    'hmnt.loginLog.result.LOGIN_FAILURE': 'Failed',
  },
  zh_CN: {
    'hmnt.loginLog.title': '登录日志',
    'hmnt.loginLog.field.loginDate': '时间',
    'hmnt.loginLog.field.loginName': '登录名',
    'hmnt.loginLog.field.auditType': '结果',
    'hmnt.loginLog.field.loginMessageMeaning': '原因',
    'hmnt.loginLog.field.loginIp': 'IP 地址',
    'hmnt.loginLog.field.clientId': '客户端',
    'hmnt.loginLog.field.loginDevice': '浏览器',
    'hmnt.loginLog.field.loginDateFrom': '从',
    'hmnt.loginLog.field.loginDateTo': '至',
    'hmnt.loginLog.result.LOGIN': '登录成功',
    'hmnt.loginLog.result.LOGIN_FAILURE': '登录失败',
  },
};
