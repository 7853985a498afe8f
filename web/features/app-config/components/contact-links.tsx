import { Anchor, Group, type AnchorProps } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AppConfig } from '@core/api/common.schema';
import { useAppConfig } from '../api/app-config';

/** One of the contact links, opened in a new tab. */
export function ContactLink({
  contact,
  children,
  ...props
}: AnchorProps & { contact: AppConfig['contacts'][number]; children: ReactNode }) {
  return (
    <Anchor href={contact.url} target="_blank" rel="noopener noreferrer" size="sm" {...props}>
      {children}
    </Anchor>
  );
}

/** The two social contact links come from server configuration; none are shown when unset. */
export function ContactLinks() {
  const { data } = useAppConfig();
  if (!data?.contacts.length) return null;
  return (
    <Group gap="sm" visibleFrom="md" wrap="nowrap">
      {data.contacts.map((contact) => (
        <ContactLink key={contact.url} contact={contact}>
          <Group gap={4} wrap="nowrap">
            {contact.name}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </ContactLink>
      ))}
    </Group>
  );
}
