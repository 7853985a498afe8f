import { createTheme } from '@mantine/core';

export const theme = createTheme({
  // Calm for the everyday (links, focus, hints); red is kept for danger and failure, and every
  // destructive control asks for it by name.
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
});
