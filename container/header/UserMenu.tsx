/**
 * The user menu (avatar dropdown), as mature shells have it: who is signed in, Personal Centre,
 * the language, the layout and sign-out in one place, so the header keeps its room for the
 * tenant and the role. Choices that rebuild every page (layout, sign-out) ask the pages with
 * unsaved input first. Where the organisation collects feedback (the market model's
 * `feedbackFlag`), Feedback opens its dialog, a chunk of its own loaded then.
 */
import {
  CheckOutlined,
  GlobalOutlined,
  LayoutOutlined,
  LogoutOutlined,
  MessageOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useModelDispatch, useModelState } from '@polaris/core/core/model/react';
import { findLanguage } from '@polaris/core/i18n/languages';
import { usePageNavigation } from '@polaris/core/sub-app/navigation';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { loginModel } from '../session/login-model';
import { userModel } from '@polaris/core/models/user';
import { ignoreReported } from '@polaris/core/request/client';
import { updateMenuLayout } from '@polaris/core/services/iam/users';
import { fetchLanguages } from '../language/fetch-languages';
import type { SupportedLanguage } from '@polaris/core/services/platform/types';
import { Avatar, Dropdown } from '@polaris/core/components/antd-parts';
import { Button, type MenuProps } from 'antd';
import { Suspense, useState } from 'react';
import { ErrorBoundary } from '@polaris/core/components/ErrorBoundary';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { useFeedbackEnabled } from './market-model';
import { useShell } from '../state/shell-context';
import { useMayLeaveAllPages } from '../tabs/use-may-leave';

const PERSONAL_CENTRE = '/hiam/user/info';

const FeedbackDialog = retryableLazy(() => import('./feedback/FeedbackDialog'));

type Items = NonNullable<MenuProps['items']>;

const current = (yes: boolean) => (yes ? <CheckOutlined aria-label="current" /> : undefined);

export function UserMenu() {
  const { t, language } = useIntl();
  const dispatch = useModelDispatch();
  const user = useModelState(userModel, (state) => state.currentUser);
  const loggingOut = useModelState(loginModel, (state) => state.loggingOut);
  const mayLeave = useMayLeaveAllPages();
  const { layouts } = useShell();
  const { open: openPage } = usePageNavigation();
  const [languages, setLanguages] = useState<SupportedLanguage[] | null>(null);
  const [busy, setBusy] = useState(false);
  const feedbackEnabled = useFeedbackEnabled();
  // while the menu is open its entries stay where they are: Feedback may be learnt later (after
  // the first paint, when the browser is idle), and an entry appearing then would move Sign out
  // from under the pointer
  const [feedbackWhileOpen, setFeedbackWhileOpen] = useState<boolean | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  if (!user) return null;

  const languageLabel = (code: string, fallback?: string) => {
    const entry = findLanguage(code);
    return entry ? `${entry.flag} ${entry.label}` : (fallback ?? code);
  };
  const layout = layouts.current(user.menuLayout);

  const whileBusy = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // the request layer has told the user; nothing changed
    } finally {
      setBusy(false);
    }
  };

  const choices: Items = [
    {
      key: 'personal',
      icon: <UserOutlined />,
      label: t('hzero.common.title.personalCentre'),
    },
    {
      key: 'language',
      icon: <GlobalOutlined />,
      label: `${t('hzero.common.title.language')}: ${findLanguage(language)?.label ?? language}`,
      children: (languages ?? [{ code: language, name: language, description: '' }]).map(
        (entry) => ({
          key: `language:${entry.code}`,
          label: languageLabel(entry.code, entry.name),
          icon: current(entry.code === language),
          disabled: entry.code === language,
        }),
      ),
    },
    {
      key: 'layout',
      icon: <LayoutOutlined />,
      label: `${t('hzero.common.title.layout')}: ${t(`hzero.common.layout.${layout}`)}`,
      children: layouts.names.map((name) => ({
        key: `layout:${name}`,
        label: t(`hzero.common.layout.${name}`),
        icon: current(name === layout),
        disabled: name === layout,
      })),
    },
  ];
  const items: Items = [
    // who is signed in heads the menu (the header shows the name only on wide screens)
    { type: 'group', key: 'who', label: `${user.realName} · ${user.loginName}`, children: choices },
    ...((feedbackWhileOpen ?? feedbackEnabled)
      ? [{ key: 'feedback', icon: <MessageOutlined />, label: t('hzero.common.title.feedback') }]
      : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('hzero.common.button.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'personal') openPage(PERSONAL_CENTRE);
    else if (key === 'feedback') setFeedbackOpen(true);
    else if (key === 'logout') {
      void mayLeave().then((yes) => yes && dispatch({ type: 'login/logout' }));
    } else if (key.startsWith('language:')) {
      void whileBusy(() =>
        Promise.resolve(
          dispatch({ type: 'global/changeLanguage', payload: key.slice('language:'.length) }),
        ),
      );
    } else if (key.startsWith('layout:')) {
      const name = key.slice('layout:'.length);
      // every page is rebuilt in the new layout: unsaved input is asked about first
      void whileBusy(async () => {
        if (!(await mayLeave())) return;
        await updateMenuLayout(name);
        dispatch({ type: 'user/setMenuLayout', payload: name });
      });
    }
  };

  const label = t('hzero.common.title.userMenu', { name: user.realName });
  return (
    <>
      <Dropdown
        trigger={['click']}
        autoFocus
        onOpenChange={(open) => {
          setFeedbackWhileOpen(open ? feedbackEnabled : null);
          if (open && !languages) void fetchLanguages().then(setLanguages, ignoreReported);
        }}
        menu={{ items, onClick, triggerSubMenuAction: 'click', className: 'polaris-user-menu' }}
      >
        <Button
          type="text"
          className="polaris-header-account"
          loading={busy || loggingOut}
          aria-label={label}
          title={label}
          aria-haspopup="menu"
        >
          <Avatar size={24} src={user.imageUrl || undefined} icon={<UserOutlined />} alt="" />
          <span className="polaris-header-user">{user.realName}</span>
        </Button>
      </Dropdown>
      {feedbackOpen && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <FeedbackDialog onClose={() => setFeedbackOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
