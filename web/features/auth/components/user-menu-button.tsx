import { UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { User } from '@core/api/auth.schema';
import { InitialsAvatar } from '@web/components/initials-avatar';
import { initials } from '@core/format/initials';
import { useTranslation } from '@web/i18n/use-translation';

/**
 * The avatar that opens the account menu. Drawn at once; the menu itself (and the positioning
 * engine every floating thing needs, 20 kB) loads when the user comes near it (app-header.tsx).
 */
export function UserMenuButton({
  user,
  ...props
}: { user: User } & UnstyledButtonProps & React.ComponentPropsWithoutRef<'button'>) {
  const { t } = useTranslation();
  // Its name begins with the initials it shows, in every language: a speech-input user says what
  // they see (WCAG 2.5.3), and "DU" is not how "账号菜单（DU）" begins.
  const label = t('header.accountMenuOf', {
    initials: initials({ fullName: user.fullName, email: user.email }),
  });
  return (
    <UnstyledButton aria-label={label} aria-haspopup="menu" {...props}>
      <InitialsAvatar
        src={user.avatar}
        alt={user.fullName ?? user.email}
        name={user.fullName}
        email={user.email}
      />
    </UnstyledButton>
  );
}
