/** The home tab: who is signed in and where, with the first entries of their menu. */
import { useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useGlobalState } from '@polaris/core/models/use-global-state';
import { userModel } from '@polaris/core/models/user';
import { Button, Card, Space, Typography } from 'antd';
import { useShell } from '../shell/shell-context';

const QUICK_LINKS = 8;

export default function Workplace() {
  const { t } = useIntl();
  const { history } = useShell();
  const user = useModelState(userModel, (state) => state.currentUser);
  const leaves = useGlobalState((state) => state.menuLeafNode);
  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {t('hzero.common.title.workplace')}
      </Typography.Title>
      <Typography.Paragraph>
        {user?.realName} · {user?.tenantName} · {user?.currentRoleName}
      </Typography.Paragraph>
      <Space wrap>
        {leaves.slice(0, QUICK_LINKS).map((leaf) => (
          <Button key={leaf.id} onClick={() => history.push(leaf.path)}>
            {leaf.title}
          </Button>
        ))}
      </Space>
    </Card>
  );
}
