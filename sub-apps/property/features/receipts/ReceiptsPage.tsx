/**
 * /wuye/receipt: the payments received (the declaration is receipts-resource.tsx). Print opens
 * the receipt's print view, a chunk of its own (loaded after the page, in the manifest's order).
 */
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { PageLoading } from '@polaris/core/components/PageLoading';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { ReceiptDto } from '@polaris/core/services/property/charging-types';
import { Suspense, useState } from 'react';
import { receiptsResource } from './receipts-resource';

const ReceiptPrint = retryableLazy(() => import('./ReceiptPrint'));

export default function ReceiptsPage() {
  const [printing, setPrinting] = useState<ReceiptDto | null>(null);
  return (
    <ResourcePage
      resource={receiptsResource}
      onAction={{ print: setPrinting }}
      below={
        printing && (
          <Suspense fallback={<PageLoading />}>
            <ReceiptPrint receipt={printing} onClose={() => setPrinting(null)} />
          </Suspense>
        )
      }
    />
  );
}
