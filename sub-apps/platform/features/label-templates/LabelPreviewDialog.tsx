/**
 * The print preview of a label template: the label drawn to scale (enlarged to fit the dialog)
 * with the sample values of its fields, and Print, which prints the label alone at its own size
 * (a copy of it placed at the end of the page, which the print stylesheet shows alone).
 */
import { PrinterOutlined } from '@ant-design/icons';
import { useIntl } from '@polaris/core/i18n/useIntl';
import type { LabelTemplateDto } from '@polaris/core/services/report/label-types';
import { Button, Modal, Typography } from 'antd';
import { createPortal } from 'react-dom';
import { labelStylesheet, PRINT_CLASS } from './label-print';
import { LabelView } from './LabelView';

/** CSS pixels in a millimetre. */
const PX_PER_MM = 96 / 25.4;
/** The widest the enlarged label is drawn, in pixels. */
const FIT_PX = 560;

/** How much the label is enlarged on screen: to fit, at most 3 times, never shrunk. */
export const screenZoom = (width: number) => Math.max(1, Math.min(3, FIT_PX / (width * PX_PER_MM)));

export function LabelPreviewDialog({
  template,
  onClose,
  print,
}: {
  template: LabelTemplateDto;
  onClose(): void;
  /** Prints the page (the browser's print). */
  print(): void;
}) {
  const { t } = useIntl();
  const samples = Object.fromEntries(template.fields.map((field) => [field.name, field.sample]));
  return (
    <Modal
      open
      width={FIT_PX + 48}
      title={t('hrpt.labelTemplate.preview.title', {
        code: template.templateCode,
        width: template.width,
        height: template.height,
      })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" icon={<PrinterOutlined />} onClick={print}>
          {t('hrpt.labelTemplate.preview.print')}
        </Button>
      }
    >
      <style>{labelStylesheet(template)}</style>
      <Typography.Paragraph type="secondary">
        {t('hrpt.labelTemplate.preview.sample')}
      </Typography.Paragraph>
      <LabelView template={template} values={samples} zoom={screenZoom(template.width)} />
      {createPortal(
        <div className={PRINT_CLASS}>
          <LabelView template={template} values={samples} />
        </div>,
        document.body,
      )}
    </Modal>
  );
}
