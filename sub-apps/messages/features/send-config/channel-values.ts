/**
 * A send configuration's channels as the edit dialog's flat fields (`webEnabled`,
 * `emailTemplateCode`, `smsServerCode`…) and back: the dialog shows the three channels always;
 * a channel with no template is left out of what is saved.
 */
import {
  SEND_CHANNELS,
  type SendChannel,
  type SendChannelLine,
} from '@polaris/core/services/message/account-types';

const PREFIX: Record<SendChannel, string> = { WEB: 'web', EMAIL: 'email', SMS: 'sms' };

export type ChannelValues = Record<string, string | boolean>;

/** The field of a channel: `field('EMAIL', 'ServerCode')` → `emailServerCode`. */
export const channelField = (
  channel: SendChannel,
  part: 'Enabled' | 'TemplateCode' | 'ServerCode',
) => `${PREFIX[channel]}${part}`;

export function toChannelValues(lines: readonly SendChannelLine[]): ChannelValues {
  const values: ChannelValues = {};
  for (const channel of SEND_CHANNELS) {
    const line = lines.find((one) => one.typeCode === channel);
    values[channelField(channel, 'Enabled')] = line ? line.enabledFlag === 1 : false;
    values[channelField(channel, 'TemplateCode')] = line?.templateCode ?? '';
    if (channel !== 'WEB') values[channelField(channel, 'ServerCode')] = line?.serverCode ?? '';
  }
  return values;
}

export function toChannelLines(values: ChannelValues): SendChannelLine[] {
  const text = (name: string) => String(values[name] ?? '').trim();
  return SEND_CHANNELS.filter((channel) => text(channelField(channel, 'TemplateCode'))).map(
    (channel) => ({
      typeCode: channel,
      templateCode: text(channelField(channel, 'TemplateCode')),
      serverCode: channel === 'WEB' ? null : text(channelField(channel, 'ServerCode')) || null,
      enabledFlag: values[channelField(channel, 'Enabled')] ? 1 : 0,
    }),
  );
}
