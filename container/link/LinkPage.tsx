/**
 * /link/{link}: a page of our own or of an allowed origin shown inside a tab (an inner-link menu).
 * The address passes the one link rule first (src/security/addresses.ts); a refused one is never
 * loaded, and the user reads why. An allowed page runs in a sandboxed frame: a page of our own
 * origin gets an opaque origin (it cannot reach the shell, its tokens or its storage); a page of
 * an allowed partner keeps its own origin; neither may navigate the window that holds it.
 */
import { ExceptionView } from '@polaris/core/components/ExceptionView';
import { BackHomeButton } from '@polaris/core/pages/NotFoundPage';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { checkLink, type AddressPolicy, type LinkRefusal } from '@polaris/core/security/addresses';
import { currentAddressPolicy } from './address-policy';
import { linkAddressOf } from './link-path';

/** What a frame may do: scripts, forms, popups and downloads; never navigate our window. */
const SANDBOX_OWN_ORIGIN = 'allow-scripts allow-forms allow-popups allow-downloads';
const SANDBOX_PARTNER = `${SANDBOX_OWN_ORIGIN} allow-same-origin allow-popups-to-escape-sandbox`;

const REFUSAL_KEY: Record<LinkRefusal, string> = {
  'not-web': 'hzero.common.link.notWeb',
  origin: 'hzero.common.link.origin',
  malformed: 'hzero.common.link.malformed',
};

/** Long enough to recognise, short enough not to become a page of someone else's text. */
const SHOWN_ADDRESS_LENGTH = 200;

export default function LinkPage({
  tab,
  policy = currentAddressPolicy(),
}: {
  /** The tab it shows in: its /link/ path and its title. */
  tab: { path: string; title: string };
  policy?: AddressPolicy;
}) {
  const { t } = useIntl();
  const address = linkAddressOf(tab.path);
  const check = checkLink(address, policy);
  if (!check.ok) {
    const shown =
      address.length > SHOWN_ADDRESS_LENGTH
        ? `${address.slice(0, SHOWN_ADDRESS_LENGTH)}…`
        : address;
    return (
      <ExceptionView
        type="403"
        backHref={null}
        actions={<BackHomeButton />}
        title={t('hzero.common.link.refused')}
        description={
          <>
            <span>{t(REFUSAL_KEY[check.reason])}</span>
            <code className="polaris-refused-address">{shown}</code>
          </>
        }
      />
    );
  }
  return (
    <iframe
      title={tab.title}
      src={check.url}
      className="polaris-link-frame"
      sandbox={check.sameOrigin ? SANDBOX_OWN_ORIGIN : SANDBOX_PARTNER}
      referrerPolicy="no-referrer"
    />
  );
}
