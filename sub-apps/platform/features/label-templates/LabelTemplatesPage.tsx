/**
 * /hrpt/label-template: the platform's label templates (label-templates-resource.tsx); the page's
 * own action is Preview, the label drawn to scale with its sample values and Print.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { LabelTemplateDto } from '@polaris/core/services/report/label-types';
import { useMemo, useState } from 'react';
import { labelTemplatesResource } from './label-templates-resource';
import { LabelPreviewDialog } from './LabelPreviewDialog';

const printPage = () => window.print();

export default function LabelTemplatesPage() {
  const { t } = useIntl();
  const resource = useMemo(() => labelTemplatesResource(t), [t]);
  const [previewOf, setPreviewOf] = useState<LabelTemplateDto | null>(null);
  return (
    <ResourcePage
      resource={resource}
      onAction={{ preview: setPreviewOf }}
      below={
        previewOf && (
          <LabelPreviewDialog
            template={previewOf}
            onClose={() => setPreviewOf(null)}
            print={printPage}
          />
        )
      }
    />
  );
}
