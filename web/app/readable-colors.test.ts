import {
  DEFAULT_THEME,
  darken,
  getPrimaryShade,
  luminance,
  mergeMantineTheme,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, LUMINANCE_THRESHOLD, readable, readableColors } from './readable-colors';
import { theme as ourTheme } from './theme';

const theme = mergeMantineTheme(DEFAULT_THEME, ourTheme);
const resolved = readableColors(theme);
const light = resolved.light as Record<string, string>;
const dark = resolved.dark as Record<string, string>;
const colorNames = Object.keys(theme.colors);
const AA = 4.5;

describe('the theme reads at WCAG AA (4.5:1) in both schemes', () => {
  it('knows the ratios WCAG gives', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2); // Mantine's dimmed, too pale
  });

  it('darkens a pale colour on white, lightens a dim one on black, keeps one that reads', () => {
    expect(contrast(readable('#868e96', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(luminance(readable('#868e96', '#ffffff'))).toBeLessThan(luminance('#868e96'));
    expect(contrast(readable('#828282', '#2e2e2e'), '#2e2e2e')).toBeGreaterThanOrEqual(AA);
    expect(luminance(readable('#828282', '#2e2e2e'))).toBeGreaterThan(luminance('#828282'));
    expect(readable('#212529', '#ffffff')).toBe('#212529');
  });

  it('dimmed text and links, on white, gray 0 and 1 (light) and dark 7, 6 and 5 (dark)', () => {
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-anchor']) {
      for (const surface of ['#ffffff', theme.colors.gray[0], theme.colors.gray[1]])
        expect(contrast(light[variable]!, surface), variable).toBeGreaterThanOrEqual(AA);
      for (const surface of [theme.colors.dark[7], theme.colors.dark[6], theme.colors.dark[5]])
        expect(contrast(dark[variable]!, surface), variable).toBeGreaterThanOrEqual(AA);
    }
  });

  it('a highlighted row (unread, chosen): dimmed text, links and every colour read on its tint', () => {
    const onLight = ['--mantine-color-dimmed', '--mantine-color-anchor'].map(
      (name) => light[name]!,
    );
    const onDark = ['--mantine-color-dimmed', '--mantine-color-anchor'].map((name) => dark[name]!);
    for (const name of colorNames) {
      onLight.push(light[`--mantine-color-${name}-text`]!);
      onDark.push(dark[`--mantine-color-${name}-text`]!);
    }
    for (const text of onLight)
      expect(contrast(text, light['--app-highlight']!), text).toBeGreaterThanOrEqual(AA);
    for (const text of onDark)
      expect(contrast(text, dark['--app-highlight']!), text).toBeGreaterThanOrEqual(AA);
    // Still a tint: it stands out from the page it is on.
    expect(light['--app-highlight']).not.toBe('#ffffff');
    expect(contrast(light['--app-highlight']!, '#ffffff')).toBeGreaterThan(1.05);
    expect(contrast(dark['--app-highlight']!, theme.colors.dark[7])).toBeGreaterThan(1.05);
  });

  it('placeholders on an input, and the edges of controls at 3:1 (WCAG 1.4.11)', () => {
    expect(contrast(light['--mantine-color-placeholder']!, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(
      contrast(dark['--mantine-color-placeholder']!, theme.colors.dark[6]),
    ).toBeGreaterThanOrEqual(AA);
    for (const surface of ['#ffffff', theme.colors.gray[0]])
      expect(contrast(light['--app-control-edge']!, surface)).toBeGreaterThanOrEqual(3);
    for (const surface of [theme.colors.dark[7], theme.colors.dark[6]])
      expect(contrast(dark['--app-control-edge']!, surface)).toBeGreaterThanOrEqual(3);
    // A switch turned off: its white thumb on the track.
    expect(contrast(light['--app-control-edge']!, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('a danger button keeps its white label (red 8 under the threshold)', () => {
    expect(luminance(theme.colors.red[8])).toBeLessThanOrEqual(LUMINANCE_THRESHOLD);
  });

  it.each(colorNames)('%s: its text, outline and light variant', (name) => {
    const shades = theme.colors[name]!;
    for (const kind of ['text', 'outline']) {
      const variable = `--mantine-color-${name}-${kind}`;
      expect(contrast(light[variable]!, '#ffffff')).toBeGreaterThanOrEqual(AA);
      expect(contrast(light[variable]!, theme.colors.gray[1])).toBeGreaterThanOrEqual(AA);
      expect(contrast(dark[variable]!, theme.colors.dark[7])).toBeGreaterThanOrEqual(AA);
      expect(contrast(dark[variable]!, theme.colors.dark[5])).toBeGreaterThanOrEqual(AA);
    }
    const lightColor = `--mantine-color-${name}-light-color`;
    // The light variant's background and its hover shade (Mantine's, per scheme).
    for (const background of [shades[1], shades[2]])
      expect(contrast(light[lightColor]!, background)).toBeGreaterThanOrEqual(AA);
    for (const background of [darken(shades[9], 0.5), darken(shades[9], 0.3)])
      expect(contrast(dark[lightColor]!, background)).toBeGreaterThanOrEqual(AA);
  });

  it.each(colorNames)('%s: a filled control has a label that reads, in both schemes', (name) => {
    for (const scheme of ['light', 'dark'] as const) {
      const fill = theme.colors[name]![getPrimaryShade(theme, scheme)];
      // Mantine's autoContrast: black above the threshold, white at or under it.
      const label = luminance(fill) > LUMINANCE_THRESHOLD ? '#000000' : '#ffffff';
      expect(contrast(label, fill), `${scheme} ${fill}`).toBeGreaterThanOrEqual(AA);
    }
  });
});
