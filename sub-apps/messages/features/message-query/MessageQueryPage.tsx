/**
 * /hmsg/message-query: what the message service sent, to whom, with status (the declaration is
 * message-query-resource). Its own behaviour: "Send a test" sends a template's message to a
 * chosen user's inbox, and the list shows it.
 */
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { notifications } from '@polaris/core/request/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageQueryResource } from './message-query-resource';
import { undelivered } from './send-outcome';
import { SendTestDialog } from './SendTestDialog';

export const SEND_TEST = 'hmsg.message.button.send-test';

export default function MessageQueryPage() {
  const { t } = useIntl();
  const [testing, setTesting] = useState(false);
  const client = useQueryClient();
  return (
    <ResourcePage
      resource={messageQueryResource}
      toolbar={
        <ButtonPermission permissionList={[SEND_TEST]} onClick={() => setTesting(true)}>
          {t('hmsg.messageQuery.test.open')}
        </ButtonPermission>
      }
      below={
        testing && (
          <SendTestDialog
            onClose={() => setTesting(false)}
            onSent={(messages) => {
              const missed = undelivered(messages);
              if (missed.length === 0) notifications.success();
              else notifications.warning(missed.join('\n'), t('hmsg.messageQuery.test.notSent'));
              void client.invalidateQueries({ queryKey: messageQueryResource.key });
            }}
          />
        )
      }
    />
  );
}
