/**
 * The stylesheet of a label's preview and print: on screen the print copy is hidden; printed,
 * the page is the label's size with no margin and shows nothing but the print copy (the shell,
 * the list and the dialog are left out). A QR code's SVG fills its element's box.
 */
import { LABEL_CLASS } from './LabelView';

export const PRINT_CLASS = 'polaris-label-print';

export function labelStylesheet(size: { width: number; height: number }): string {
  const width = Number(size.width) || 0;
  const height = Number(size.height) || 0;
  return [
    `.${LABEL_CLASS}-qr svg { width: 100%; height: 100%; }`,
    `.${PRINT_CLASS} { display: none; }`,
    '@media print {',
    `  @page { size: ${width}mm ${height}mm; margin: 0; }`,
    `  body > *:not(.${PRINT_CLASS}) { display: none !important; }`,
    `  .${PRINT_CLASS} { display: block !important; }`,
    `  .${PRINT_CLASS} .${LABEL_CLASS} { outline: none !important; zoom: 1 !important; }`,
    '}',
  ].join('\n');
}
