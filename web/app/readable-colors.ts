import {
  darken,
  getPrimaryShade,
  luminance,
  toRgba,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';

/**
 * WCAG 2.1 AA asks 4.5:1 for text. A little above it, so that a colour rounded on its way to the
 * screen (or drawn over a hover shade) still reads.
 */
export const MIN_CONTRAST = 4.6;

/** WCAG 2.1 AA (1.4.11) asks 3:1 for what shows a control is there: an input's edge, a box. */
export const MIN_EDGE_CONTRAST = 3.1;

/**
 * Filled controls (buttons, badges, the active tab) carry white text up to this luminance and
 * black above it: white on a luminance of 0.183 is 4.5:1, black on anything above it 4.66:1, so
 * either way the label reads (Mantine's `autoContrast`). Red 8, the danger buttons' fill, stays
 * just under it, with a white label.
 */
export const LUMINANCE_THRESHOLD = 0.183;

type Rgb = [number, number, number];

const rgbOf = (color: string): Rgb => {
  const { r, g, b } = toRgba(color);
  return [r, g, b];
};

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const hex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * `color` as it is when `fits` it; else the first of 50 steps from it towards black (0) or white
 * (255) that does, and at the end that end itself. Hue stays; only depth changes.
 */
function mixUntil(color: string, towards: 0 | 255, fits: (mixed: string) => boolean) {
  const from = rgbOf(color);
  for (let step = 0; step <= 50; step++) {
    const mixed = step === 0 ? color : hex(from.map((c) => c + ((towards - c) * step) / 50) as Rgb);
    if (fits(mixed)) return mixed;
  }
  return towards === 0 ? '#000000' : '#ffffff';
}

/**
 * `color` as it is when it already reads on `background`; else moved step by step towards black
 * (on a light background) or white (on a dark one) until it does.
 */
export function readable(color: string, background: string, min = MIN_CONTRAST) {
  const towards = luminance(background) > 0.18 ? 0 : 255;
  return mixUntil(color, towards, (mixed) => contrast(mixed, background) >= min);
}

/**
 * A tint of `color` for a surface that text is drawn on (an unread notification, a chosen row):
 * no darker than `surface` in the light scheme, no lighter in the dark one, so that every text
 * colour fixed to read on `surface` reads on the tint too. Mantine's light variant (shade 1) is
 * darker than gray 1: the dimmed time on an unread notification read at 4.3:1 there.
 */
export function tintFor(color: string, surface: string) {
  const target = luminance(surface);
  return target > 0.18
    ? mixUntil(color, 255, (mixed) => luminance(mixed) >= target)
    : mixUntil(color, 0, (mixed) => luminance(mixed) <= target);
}

/**
 * The theme's text colours, set once so that every one reads (docs/product.md, Accessibility):
 * dimmed text, links, each colour's text and outline, and the text of its light variant (a
 * badge's, an alert's) over the light variant's hover shade, the darker of its two backgrounds.
 * Each is checked against the most contrast-poor surface it is drawn on: gray 1 in the light
 * scheme (hovered rows and cards), dark 5 in the dark one. Placeholders read on an input's
 * background; `--app-control-edge` (controls.css) draws the edges of inputs, checkboxes, radios
 * and switches at 3:1; `--app-highlight` tints a row that stands out (unread, chosen).
 */
export const readableColors: CSSVariablesResolver = (theme: MantineTheme) => {
  const { colors } = theme;
  const lightSurface = colors.gray[1];
  const darkSurface = colors.dark[5];
  const primary = colors[theme.primaryColor]!;
  const filled = getPrimaryShade(theme, 'light');
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readable(colors.gray[6], lightSurface),
    '--mantine-color-anchor': readable(primary[filled], lightSurface),
    '--mantine-color-placeholder': readable(colors.gray[5], theme.white),
    '--app-control-edge': readable(colors.gray[4], theme.white, MIN_EDGE_CONTRAST),
    '--app-highlight': tintFor(primary[1], lightSurface),
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': readable(colors.dark[2], darkSurface),
    '--mantine-color-anchor': readable(primary[4], darkSurface),
    '--mantine-color-placeholder': readable(colors.dark[3], colors.dark[6]),
    '--app-control-edge': readable(colors.dark[4], colors.dark[6], MIN_EDGE_CONTRAST),
    '--app-highlight': tintFor(darken(primary[9], 0.5), darkSurface),
  };
  for (const [name, shades] of Object.entries(colors)) {
    const onLight = readable(shades[filled], lightSurface);
    light[`--mantine-color-${name}-text`] = onLight;
    light[`--mantine-color-${name}-outline`] = onLight;
    light[`--mantine-color-${name}-light-color`] = readable(shades[9], shades[2]);
    const onDark = readable(shades[4], darkSurface);
    dark[`--mantine-color-${name}-text`] = onDark;
    dark[`--mantine-color-${name}-outline`] = onDark;
    // Shade 2, not Mantine's 0: a subtle red "Delete" stays red in the dark.
    dark[`--mantine-color-${name}-light-color`] = readable(shades[2], darken(shades[9], 0.3));
  }
  return { variables: {}, light, dark };
};
