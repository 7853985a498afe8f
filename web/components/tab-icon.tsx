import { Box } from '@mantine/core';
import type { IconLogin } from '@tabler/icons-react';

/** Tab icons only where there is room: on a phone the labels need the whole row. */
export const TabIcon = ({ icon: Icon }: { icon: typeof IconLogin }) => (
  <Box visibleFrom="xs" display="flex">
    <Icon size={16} />
  </Box>
);
