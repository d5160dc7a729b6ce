/**
 * /wuye/bill: the organisation's bills (the declaration is bills-resource.tsx), with the charge
 * preview of a house above them and the month export in the toolbar.
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { billsResource } from './bills-resource';
import { ChargePreviewPanel } from './ChargePreviewPanel';
import { MonthExport } from './MonthExport';

export default function BillsPage() {
  return (
    <ResourcePage
      resource={billsResource}
      above={<ChargePreviewPanel />}
      toolbar={<MonthExport />}
    />
  );
}
