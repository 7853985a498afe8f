import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useAppConfig } from '../api/app-config';

/** The two social contact links come from server configuration; none are shown when unset. */
export function ContactLinks() {
  const { data } = useAppConfig();
  if (!data?.contacts.length) return null;
  return (
    <Group gap="sm" visibleFrom="md" wrap="nowrap">
      {data.contacts.map((contact) => (
        <Anchor
          key={contact.url}
          href={contact.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
        >
          <Group gap={4} wrap="nowrap">
            {contact.name}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      ))}
    </Group>
  );
}
