/**
 * A label drawn to scale: a box of its size in millimetres, each element placed in millimetres from
 * the top left, its content filled with the given values (text as text). A text fills its box's
 * height; a barcode is Code 128 B drawn as bars (content it cannot encode says so); a QR code is
 * antd's, drawn as SVG. `zoom` enlarges it on screen; printed it is its own size.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { fillContent } from '@polaris/core/services/report/label-layout';
import type { LabelElement, LabelTemplateDto } from '@polaris/core/services/report/label-types';
import { QRCode } from 'antd';
import type { CSSProperties } from 'react';
import { code128Bars } from './code128';

export const LABEL_CLASS = 'polaris-label';

/** Quiet zone each side of a barcode, in modules. */
const QUIET = 10;

function Barcode({ text }: { text: string }) {
  const { t } = useIntl();
  const drawn = code128Bars(text);
  if (!drawn) {
    return (
      <span style={{ fontSize: '2mm' }}>{t('hrpt.labelTemplate.preview.noBarcode', { text })}</span>
    );
  }
  const modules = drawn.modules + 2 * QUIET;
  return (
    <svg
      viewBox={`0 0 ${modules} 1`}
      preserveAspectRatio="none"
      width="100%"
      height="100%"
      role="img"
      aria-label={text}
    >
      {drawn.bars.map((bar) => (
        <rect key={bar.x} x={bar.x + QUIET} y={0} width={bar.width} height={1} fill="#000" />
      ))}
    </svg>
  );
}

function content(element: LabelElement, value: string) {
  switch (element.type) {
    case 'BARCODE':
      return <Barcode text={value} />;
    case 'QRCODE':
      return (
        <QRCode
          className={`${LABEL_CLASS}-qr`}
          type="svg"
          value={value || ' '}
          bordered={false}
          size={Math.min(element.width, element.height) * 4}
          style={{ width: '100%', height: '100%', padding: 0 }}
        />
      );
    default:
      return value;
  }
}

const mm = (value: number) => `${value}mm`;

export function LabelView({
  template,
  values,
  zoom = 1,
}: {
  template: Pick<LabelTemplateDto, 'templateCode' | 'width' | 'height' | 'elements'>;
  values: Readonly<Record<string, string>>;
  zoom?: number;
}) {
  const box: CSSProperties = {
    position: 'relative',
    width: mm(template.width),
    height: mm(template.height),
    background: '#fff',
    color: '#000',
    outline: '1px solid #bbb',
    overflow: 'hidden',
    zoom,
  };
  return (
    <div className={LABEL_CLASS} data-label={template.templateCode} style={box}>
      {template.elements.map((element, index) => (
        <div
          key={index}
          data-element={index + 1}
          data-type={element.type}
          style={{
            position: 'absolute',
            left: mm(element.x),
            top: mm(element.y),
            width: mm(element.width),
            height: mm(element.height),
            fontSize: mm(element.height * 0.75),
            lineHeight: mm(element.height),
            whiteSpace: 'nowrap',
            overflow: 'hidden',
          }}
        >
          {content(element, fillContent(element.content, values))}
        </div>
      ))}
    </div>
  );
}
