import { Button, type ButtonProps } from 'antd';
import { useId } from 'react';
import { useIntl } from '../i18n/useIntl';
import type { PermissionList } from '../permissions/normalize';
import type { PermissionChecker } from '../permissions/permission-checker';
import { usePermission } from '../permissions/usePermission';

export interface ButtonPermissionProps extends ButtonProps {
  /** Codes guarding the button; none means allowed. Any approved code allows it. */
  permissionList?: PermissionList;
  checker?: PermissionChecker;
}

/**
 * A button the current role may or may not use. While the check is pending it is disabled (a
 * click must never slip through before the answer); denied, it is hidden or disabled as the
 * server says, with the reason as its tooltip and accessible description.
 */
export function ButtonPermission({ permissionList, checker, ...props }: ButtonPermissionProps) {
  const { t } = useIntl();
  const reasonId = useId();
  const permission = usePermission(permissionList, checker);
  if (permission.status === 'denied' && permission.controllerType === 'hidden') return null;
  const allowed = permission.status === 'allowed';
  const pending = permission.status === 'pending';
  const reason = allowed || pending ? undefined : t('hzero.common.message.permissionDenied');
  // One element throughout pending → decided, so focus and references to the button survive.
  return (
    <>
      <Button
        {...props}
        disabled={!allowed || props.disabled}
        title={reason ?? props.title}
        data-permission={permission.status}
        aria-busy={pending || undefined}
        aria-describedby={reason ? reasonId : props['aria-describedby']}
      />
      {reason && (
        <span id={reasonId} hidden>
          {reason}
        </span>
      )}
    </>
  );
}
