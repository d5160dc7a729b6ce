/**
 * The user administration on either form (the declaration is users-resource.tsx). Its own
 * behaviour: Reset password opens a dialog for that user's new password.
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { notifications } from '@polaris/core/request/notify';
import { useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@polaris/core/services/iam/identity-types';
import { useMemo, useState } from 'react';
import type { UserForm } from './api/user-paths';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { usersResource } from './users-resource';

export function UsersPage({ form }: { form: UserForm }) {
  const resource = useMemo(() => usersResource(form), [form]);
  const [passwordOf, setPasswordOf] = useState<UserDto | null>(null);
  const client = useQueryClient();
  return (
    <ResourcePage
      resource={resource}
      onAction={{ password: setPasswordOf }}
      below={
        passwordOf && (
          <ResetPasswordDialog
            form={form}
            user={passwordOf}
            onClose={() => setPasswordOf(null)}
            onSaved={() => {
              notifications.success();
              void client.invalidateQueries({ queryKey: resource.key });
            }}
          />
        )
      }
    />
  );
}
