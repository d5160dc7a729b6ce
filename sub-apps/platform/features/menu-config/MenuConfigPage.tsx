import { useIntl } from '@polaris/core/i18n/useIntl';
import { QueryTable } from '@polaris/core/kit/query/QueryTable';
import type { MenuDto } from '@polaris/core/services/iam/types';
import { Card } from 'antd';
import { useRoleMenuTree } from './api/role-menu-tree';

/** /hiam/menu: the current role's menu tree with codes, types, routes and quick indexes. */
export default function MenuConfigPage() {
  const { t } = useIntl();
  const menuTree = useRoleMenuTree();
  const title = t('hiam.menu.title');
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>
      <QueryTable<MenuDto>
        query={menuTree}
        caption={title}
        rowKey="id"
        expandChildren="subMenus"
        columns={[
          { title: t('hiam.menu.field.name'), dataIndex: 'name' },
          { title: t('hiam.menu.field.code'), dataIndex: 'code' },
          { title: t('hiam.menu.field.type'), dataIndex: 'type' },
          { title: t('hiam.menu.field.route'), dataIndex: 'route' },
          { title: t('hiam.menu.field.quickIndex'), dataIndex: 'quickIndex' },
        ]}
      />
    </Card>
  );
}
