/**
 * The header's language selector: the languages the platform offers (HPFM.LANGUAGE), shown with
 * the language table's own names and flags, the current one marked.
 */
import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { useModelDispatch } from '@polaris/core/core/model/react';
import { findLanguage } from '@polaris/core/i18n/languages';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ignoreReported } from '@polaris/core/request/client';
import { fetchLanguages } from '@polaris/core/services/platform/languages';
import type { SupportedLanguage } from '@polaris/core/services/platform/types';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';

export function LanguageSelector() {
  const { t, language } = useIntl();
  const dispatch = useModelDispatch();
  const [languages, setLanguages] = useState<SupportedLanguage[] | null>(null);
  const [switching, setSwitching] = useState(false);
  const labelOf = (code: string, fallback?: string) => {
    const entry = findLanguage(code);
    return entry ? `${entry.flag} ${entry.label}` : (fallback ?? code);
  };

  const choose = async (code: string) => {
    setSwitching(true);
    try {
      await dispatch({ type: 'global/changeLanguage', payload: code });
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      onOpenChange={(open) =>
        open && !languages && void fetchLanguages().then(setLanguages, ignoreReported)
      }
      menu={{
        items: (languages ?? []).map((entry) => ({
          key: entry.code,
          label: labelOf(entry.code, entry.name),
          icon: entry.code === language ? <CheckOutlined aria-label="current" /> : undefined,
          disabled: entry.code === language,
        })),
        onClick: ({ key }) => void choose(key),
      }}
    >
      <Button
        type="text"
        className="polaris-header-select"
        loading={switching}
        icon={<GlobalOutlined />}
        aria-label={`${t('hzero.common.title.language')}: ${labelOf(language)}`}
        title={`${t('hzero.common.title.language')}: ${labelOf(language)}`}
      >
        <span className="polaris-header-label">{findLanguage(language)?.label ?? language}</span>
      </Button>
    </Dropdown>
  );
}
