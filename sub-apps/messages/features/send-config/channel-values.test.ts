import type { SendChannelLine } from '@polaris/core/services/message/account-types';
import { toChannelLines, toChannelValues } from './channel-values';

const WEB: SendChannelLine = {
  typeCode: 'WEB',
  templateCode: 'HMSG.TEST',
  serverCode: null,
  enabledFlag: 1,
};
const SMS: SendChannelLine = {
  typeCode: 'SMS',
  templateCode: 'HMSG.TEST',
  serverCode: 'HZERO.SMS',
  enabledFlag: 0,
};

describe('a send configuration’s channels as flat fields', () => {
  it.each([
    [[WEB], { webEnabled: true, webTemplateCode: 'HMSG.TEST' }],
    [[SMS], { smsEnabled: false, smsTemplateCode: 'HMSG.TEST', smsServerCode: 'HZERO.SMS' }],
    [[], { webEnabled: false, emailTemplateCode: '', emailServerCode: '' }],
  ])('%j → %j (and the rest empty)', (lines, expected) => {
    expect(toChannelValues(lines)).toMatchObject(expected);
  });

  it.each([[[WEB, SMS]], [[SMS]], [[]]])(
    'round-trips %j; a channel without a template is left out',
    (lines) => {
      expect(toChannelLines(toChannelValues(lines))).toEqual(lines);
    },
  );

  it('trims the codes and sends no account for the web channel', () => {
    expect(
      toChannelLines({ webEnabled: true, webTemplateCode: ' A.B ', emailTemplateCode: '  ' }),
    ).toEqual([{ typeCode: 'WEB', templateCode: 'A.B', serverCode: null, enabledFlag: 1 }]);
  });
});
