/** An instance's process drawn, the step it waits at highlighted (the detail drawer's body). */
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import { useQuery } from '@tanstack/react-query';
import { Spin, Typography } from 'antd';
import { ProcessDiagram } from '../process-diagram';
import { fetchInstanceDiagram } from './api/fetch-instance-diagram';

export function InstanceDiagram({ processInstanceId }: { processInstanceId: number }) {
  const diagram = useQuery({
    queryKey: ['hwfl', 'instance-diagram', processInstanceId],
    queryFn: () => fetchInstanceDiagram(processInstanceId, { fresh: true }),
  });
  if (diagram.isPending) return <Spin />;
  if (!diagram.data) return <QueryFailure query={diagram} />;
  const { name, version, nodes, flows, currentNodeId } = diagram.data;
  return (
    <section data-page="process-monitor">
      <Typography.Title level={5}>{`${name} v${version}`}</Typography.Title>
      <ProcessDiagram nodes={nodes} flows={flows} current={currentNodeId} />
    </section>
  );
}
