import { Avatar, type AvatarProps } from '@mantine/core';
import { initials } from '@core/format/initials';

/** Colours a fallback may take: never red, which this app keeps for danger and failure. */
const CALM_COLORS = ['blue', 'cyan', 'grape', 'green', 'indigo', 'lime', 'teal', 'violet'];

/**
 * A picture, or the two letters of docs/product.md §2 on a colour derived from the name: two
 * channels of one person that share their first letters still look different.
 */
export function InitialsAvatar({
  name,
  email,
  ...props
}: Omit<AvatarProps, 'name' | 'color'> & { name: string | null | undefined; email: string }) {
  return (
    // The name is always beside it (or the control's label says what it is): the picture and the
    // initials add nothing to read out.
    <Avatar
      alt=""
      radius="xl"
      color="initials"
      name={name ?? email}
      allowedInitialsColors={CALM_COLORS}
      {...props}
    >
      <span aria-hidden>{initials({ fullName: name, email })}</span>
    </Avatar>
  );
}
