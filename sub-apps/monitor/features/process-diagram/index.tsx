/**
 * The process diagram, for the workflow pages of this app (Process Definitions, Process Monitor):
 * its code and the diagram library load only when a diagram first shows (a chunk of its own).
 */
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { Spin } from 'antd';
import { Suspense } from 'react';
import type { ProcessDiagramProps } from './ProcessDiagramView';

const View = retryableLazy(() => import('./ProcessDiagramView'));

export type { ProcessDiagramProps };

export function ProcessDiagram(props: ProcessDiagramProps) {
  return (
    <Suspense fallback={<Spin />}>
      <View {...props} />
    </Suspense>
  );
}
