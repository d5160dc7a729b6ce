/** /hrpt/report-define: the report definitions (the declaration is report-defines-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { reportDefinesResource } from './report-defines-resource';

export default function ReportDefinesPage() {
  return <ResourcePage resource={reportDefinesResource} />;
}
