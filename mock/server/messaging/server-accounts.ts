// The message service's server accounts and send configurations (issue 26, part I): each
// tenant's email accounts (mail servers) and SMS accounts (providers), with their write-only
// secrets, and per message code the template and account of each channel.
import { t } from '../../data/lov-types';
import {
  seedEmailServers,
  seedSendConfigs,
  seedSmsServers,
  type EmailServerFields,
  type SendConfigFields,
  type SmsServerFields,
} from '../../data/messaging/servers';
import { ConfigRecordStore } from './config-record-store';

export class ServerAccounts {
  readonly email = new ConfigRecordStore<EmailServerFields>(
    t('邮箱账户', 'email account'),
    seedEmailServers,
    null,
  );
  readonly sms = new ConfigRecordStore<SmsServerFields>(
    t('短信账户', 'SMS account'),
    seedSmsServers,
    t('accessKeySecret', 'accessKeySecret'),
  );

  /** The send configurations: which template goes through which channel, per message code. */
  readonly sendConfigs = new ConfigRecordStore<SendConfigFields>(
    t('发送配置', 'send configuration'),
    seedSendConfigs,
    null,
  );

  /** The send configuration a tenant's message of `code` follows: its own, else the platform's. */
  sendConfigOf(tenantId: number, code: string) {
    return this.sendConfigs.byCode(tenantId, code) ?? this.sendConfigs.byCode(0, code);
  }

  reset(): void {
    this.email.reset();
    this.sms.reset();
    this.sendConfigs.reset();
  }
}
