import type { ChargePreviewDto } from '@polaris/core/services/property/charging-types';
import type { WyEnvelope } from '@polaris/core/services/property/wire';
import { previewOutcome } from './preview-outcome';

const preview: ChargePreviewDto = {
  houseId: 'H101',
  houseName: '阳光花园 1-101',
  month: '2024-05',
  items: [{ itemName: '物业服务费', amount: 250.6 }],
  total: 250.6,
};
const failed = (message: string, pms = true): WyEnvelope<ChargePreviewDto> => ({
  ...(pms ? { __pms: true as const } : {}),
  success: false,
  error: { message },
});

describe('previewOutcome', () => {
  it.each([
    [
      { __pms: true, success: true, result: preview, error: null },
      { kind: 'preview', preview },
    ],
    [failed('House H999 does not exist'), { kind: 'dialog' }],
    [failed('房间 H999 不存在'), { kind: 'dialog' }],
    [
      failed('Charge preview failed: house 湖畔苑 2-201 has no charge standard'),
      {
        kind: 'inline',
        message: 'Charge preview failed: house 湖畔苑 2-201 has no charge standard',
      },
    ],
    [
      failed('收费预览失败：未设置收费标准'),
      { kind: 'inline', message: '收费预览失败：未设置收费标准' },
    ],
    [
      failed('Billing account already settled for house 1-101'),
      { kind: 'inline', message: 'Billing account already settled for house 1-101' },
    ],
    [failed('账单已结算：无需收费'), { kind: 'inline', message: '账单已结算：无需收费' }],
    // no marker: the flow showed nothing (a refused permission, the network)
    [
      failed('The current role may not do this', false),
      { kind: 'inline', message: 'The current role may not do this' },
    ],
  ] as [WyEnvelope<ChargePreviewDto>, unknown][])('%j → %j', (answer, outcome) => {
    expect(previewOutcome(answer)).toEqual(outcome);
  });
});
