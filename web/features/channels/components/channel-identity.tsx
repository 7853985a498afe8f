import { Anchor, Group, Text } from '@mantine/core';
import type { Channel } from '@core/api/channels.schema';
import { InitialsAvatar } from '@web/components/initials-avatar';

/** A channel as a person recognises it: picture, name linking to YouTube, and the account's email. */
export function ChannelIdentity({
  account,
  emailWidth,
}: {
  account: Channel;
  emailWidth?: number;
}) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <InitialsAvatar src={account.avatar} name={account.fullName} email={account.email} />
      <div style={{ minWidth: 0 }}>
        <Anchor
          href={`https://www.youtube.com/channel/${account.channelId}`}
          target="_blank"
          rel="noreferrer"
          fw={500}
          size="sm"
        >
          {account.fullName ?? account.email}
        </Anchor>
        <Text size="xs" c="dimmed" truncate maw={emailWidth}>
          {account.email}
        </Text>
      </div>
    </Group>
  );
}
