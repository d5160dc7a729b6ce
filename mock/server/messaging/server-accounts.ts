// The message service's server accounts (issue 26, part I): each tenant's email accounts (mail
// servers) and SMS accounts (providers), with their write-only secrets. A send configuration's
// channel names one of them by code.
import { t } from '../../data/lov-types';
import {
  seedEmailServers,
  seedSmsServers,
  type EmailServerFields,
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

  reset(): void {
    this.email.reset();
    this.sms.reset();
  }
}
