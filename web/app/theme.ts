import { createTheme } from '@mantine/core';
import { LUMINANCE_THRESHOLD } from './readable-colors';

export const theme = createTheme({
  // Calm for the everyday (links, focus, hints); red is kept for danger and failure, and every
  // destructive control asks for it by name.
  primaryColor: 'indigo',
  // Shade 8 in both schemes: white on indigo 8 is 5.7:1 (on the default 6, 4.3:1, under WCAG AA).
  primaryShade: { light: 8, dark: 8 },
  // A filled control's label is white or black, whichever reads on its colour (readable-colors.ts).
  autoContrast: true,
  // Who asks for less motion gets dialogs, menus and folds that appear at once (motion.css).
  respectReducedMotion: true,
  luminanceThreshold: LUMINANCE_THRESHOLD,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
});
