/**
 * /wuye/house: the organisation's houses (the declaration is houses-resource.tsx). Its own
 * toolbar: Import opens the spreadsheet import (HouseImport, its own chunk; guarded by
 * `acme.property.house.button.import`), and Sync to property system shows only when the
 * organisation's sync flag is on, telling how many houses went.
 */
import { SyncOutlined, UploadOutlined } from '@ant-design/icons';
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { notifications } from '@polaris/core/request/notify';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { usePropertySettings } from '../startup';
import { syncHouses } from './api/sync-houses';
import { housePermission, housesResource } from './houses-resource';

const HouseImport = retryableLazy(() => import('./HouseImport'));

export default function HousesPage() {
  const { t } = useIntl();
  const { syncWuyeFlag } = usePropertySettings();
  const client = useQueryClient();
  const [importing, setImporting] = useState(false);
  const [syncing, setSyncing] = useState(false);

  const sync = () => {
    setSyncing(true);
    syncHouses()
      .then(({ count }) => notifications.success(t('wuye.house.sync.done', { count })))
      .catch(() => undefined) // told by wyCall
      .finally(() => setSyncing(false));
  };
  const imported = () => {
    for (const key of [housesResource.key, ...(housesResource.alsoChanges ?? [])]) {
      void client.invalidateQueries({ queryKey: key });
    }
  };

  const toolbar = (
    <>
      <ButtonPermission
        icon={<UploadOutlined />}
        permissionList={[housePermission('import')]}
        onClick={() => setImporting(true)}
      >
        {t('wuye.house.action.import')}
      </ButtonPermission>
      {syncWuyeFlag === true && (
        <Button icon={<SyncOutlined />} loading={syncing} onClick={sync}>
          {t('wuye.house.action.sync')}
        </Button>
      )}
    </>
  );
  return (
    <ResourcePage
      resource={housesResource}
      toolbar={toolbar}
      below={
        importing && (
          <Suspense fallback={null}>
            <HouseImport onClose={() => setImporting(false)} onImported={imported} />
          </Suspense>
        )
      }
    />
  );
}
