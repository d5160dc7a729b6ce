/**
 * A form control for rich text written as HTML (static texts, notices): a text area, and below
 * it a preview of what readers will see, through the one sanitiser (`SafeHtml`), as it is typed:
 * what would run (a script, an `onerror`, a `javascript:` link) is not in the preview either.
 * Form.Item hands it `id`, `value` and `onChange`.
 */
import { Input } from 'antd';
import type { ChangeEvent } from 'react';
import { useIntl } from '../../i18n/useIntl';
import { SafeHtml } from '../../security/SafeHtml';

export interface HtmlFieldProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  rows?: number;
  /** Prose (a notice) is spell-checked; markup-heavy text (a template) is not, by default. */
  spellCheck?: boolean;
}

export function HtmlField({ id, value, onChange, rows = 8, spellCheck = false }: HtmlFieldProps) {
  const { t } = useIntl();
  const preview = t('hzero.common.kit.html.preview');
  return (
    <>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange?.(event.target.value)}
        rows={rows}
        spellCheck={spellCheck}
      />
      {value && (
        <section aria-label={preview} style={{ marginTop: 8 }}>
          <h3 style={{ fontSize: 14 }}>{preview}</h3>
          <SafeHtml html={value} />
        </section>
      )}
    </>
  );
}
