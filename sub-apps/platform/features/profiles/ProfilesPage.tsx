/**
 * /hpfm/profile (every organisation's system profiles) and /hpfm/profile-org (the
 * organisation's own): the declarations are profiles-resource and values-resource. Its own
 * behaviour: Values opens the chosen profile's values per level below the list.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { ProfileDto } from '@polaris/core/services/platform/profile-types';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { ProfileScope } from './api/fetch-profiles';
import { profilesResources } from './profiles-resource';
import { profileValuesResource } from './values-resource';

function ProfileValues({ scope, profile }: { scope: ProfileScope; profile: ProfileDto }) {
  const { t } = useIntl();
  const resource = useMemo(() => profileValuesResource(scope, profile), [scope, profile]);
  const heading = t('hpfm.profileValue.of', { name: profile.profileName });
  return (
    <section aria-label={heading} style={{ marginTop: 24 }}>
      <Typography.Title level={5}>
        {heading} · {profile.description}
      </Typography.Title>
      <ResourcePage resource={resource} bare caption={heading} />
    </section>
  );
}

export function Profiles({ scope }: { scope: ProfileScope }) {
  const [chosen, setChosen] = useState<ProfileDto | null>(null);
  return (
    <ResourcePage
      resource={profilesResources[scope]}
      onAction={{ values: setChosen }}
      rowClassName={(row) => (row.profileId === chosen?.profileId ? 'ant-table-row-selected' : '')}
      below={chosen && <ProfileValues key={chosen.profileId} scope={scope} profile={chosen} />}
    />
  );
}

/** /hpfm/profile: the site form. */
export default function ProfilesPage() {
  return <Profiles scope="site" />;
}
