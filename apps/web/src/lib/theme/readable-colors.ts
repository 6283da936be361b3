import { darken, lighten, luminance, type MantineTheme } from '@mantine/core';

/** WCAG's contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// AA asks 4.5:1 for text; a little more covers the tinted grounds (a hovered row, a striped table) a text may sit on.
const TARGET = 4.8;

/** The first candidate readable on every ground, else the last one pushed further (darker or lighter) until it is. */
function readableInk(candidates: readonly string[], grounds: readonly string[], push: (c: string) => string): string {
  const readable = (colour: string) => grounds.every((ground) => contrastRatio(colour, ground) >= TARGET);
  const found = candidates.find(readable);
  if (found) return found;
  let colour = candidates[candidates.length - 1] ?? '#000000';
  for (let step = 0; step < 20 && !readable(colour); step += 1) colour = push(colour);
  return colour;
}

type Variables = Record<`--${string}`, string>;

/**
 * Coloured text readable at WCAG AA in both colour schemes (docs/accessibility.md#contrast): Mantine draws a colour's
 * text (`c="green"`), its light variant's text (a light badge) and its outline from fixed shades, and several fall
 * short (green 9 on its light tint 3.9:1, orange 6 on white 2.6:1). Each colour keeps its hue; its text takes the
 * lightest shade of 6–9 that reads on white and on its own tint (the darkest one darkened further for green, lime,
 * yellow and orange), and in the dark scheme the darkest shade of 4–0 that reads on the dark grounds.
 */
export function readableColorVariables(theme: MantineTheme): { light: Variables; dark: Variables } {
  const light: Variables = {};
  const dark: Variables = {};
  const { dark: greys } = theme.colors;
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    const lightInk = readableInk([shades[6], shades[7], shades[8], shades[9]], [theme.white, shades[1]], (colour) =>
      darken(colour, 0.08),
    );
    const darkInk = readableInk(
      [shades[4], shades[3], shades[2], shades[1], shades[0]],
      [greys[7], greys[6], darken(shades[9], 0.5)],
      (colour) => lighten(colour, 0.1),
    );
    light[`--mantine-color-${name}-text`] = lightInk;
    light[`--mantine-color-${name}-light-color`] = lightInk;
    light[`--mantine-color-${name}-outline`] = lightInk;
    dark[`--mantine-color-${name}-text`] = darkInk;
    dark[`--mantine-color-${name}-outline`] = darkInk;
  }
  light['--mantine-color-anchor'] = light[`--mantine-color-${theme.primaryColor}-text`] ?? theme.black;
  dark['--mantine-color-anchor'] = dark[`--mantine-color-${theme.primaryColor}-text`] ?? theme.white;
  return { light, dark };
}

/**
 * Below this luminance white text reaches 4.5:1, above it black does (WCAG's crossing point): the theme's filled
 * controls and `inkOn` both switch there.
 */
export const LUMINANCE_THRESHOLD = 0.179;

/** Black or white, whichever reads at AA on a fixed fill (a platform's colour, a heat-map cell). */
export function inkOn(background: string): string {
  return luminance(background) > LUMINANCE_THRESHOLD ? '#000000' : '#ffffff';
}
