/**
 * Server menu icon names → icons. A fixed small set keeps the icon font out of the first load;
 * unknown names get a neutral icon.
 */
import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  ClusterOutlined,
  FileOutlined,
  HomeOutlined,
  LinkOutlined,
  MessageOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  appstore: <AppstoreOutlined />,
  audit: <AuditOutlined />,
  chart: <BarChartOutlined />,
  cluster: <ClusterOutlined />,
  file: <FileOutlined />,
  home: <HomeOutlined />,
  link: <LinkOutlined />,
  message: <MessageOutlined />,
  schedule: <ScheduleOutlined />,
  setting: <SettingOutlined />,
  team: <TeamOutlined />,
  user: <UserOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  if (!name) return undefined;
  return ICONS[name] ?? <AppstoreOutlined />;
}
