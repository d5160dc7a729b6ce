/**
 * The fields of the notice form the kit's field kinds do not cover, as controls the form hands
 * `id`, `value` and `onChange`: the kind (a system notification says what else it does) and the
 * content is the kit's `HtmlField` (its preview through the one sanitiser, as it is typed).
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import type { Translate } from '@polaris/core/kit/texts';
import { Alert, Select } from 'antd';

export const RECEIVER_TYPES = ['NOTIFY', 'ANNOUNCE'];
export const NOTICE_TYPES = ['SYSTEM', 'MAINTENANCE', 'BUSINESS'];

/** The choices of a code list, each with its text `hmsg.notices.${kind}.${code}`. */
export const codeOptions = (kind: string, codes: readonly string[]) => (t: Translate) =>
  codes.map((code) => ({ value: code, label: t(`hmsg.notices.${kind}.${code}`) }));

/** A code's text, or the code where there is none (a code is better than a blank cell). */
export const codeText = (kind: string, codes: readonly string[]) => (code: string, t: Translate) =>
  codes.includes(code) ? t(`hmsg.notices.${kind}.${code}`) : code;

/** What Form.Item hands its control. */
interface Injected<V> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
}

export function ReceiverTypeField({ id, value, onChange }: Injected<string>) {
  const { t } = useIntl();
  return (
    <>
      <Select
        id={id}
        value={value}
        onChange={onChange}
        options={codeOptions('receiver', RECEIVER_TYPES)(t)}
      />
      {value === 'NOTIFY' && (
        <Alert
          type="info"
          showIcon
          message={t('hmsg.notices.edit.notifyHint')}
          style={{ marginTop: 8 }}
        />
      )}
    </>
  );
}
