import { toRgba } from '@mantine/core';
import { inkOn } from '../../../lib/theme/readable-colors';

/**
 * A heat-map cell's ground and ink (docs/accessibility.md#contrast): the shade mixes the heat colour into the page's
 * ground, and the amount is written black or white, whichever reads at AA on that mix, instead of switching at a
 * fixed shade.
 */
export function heatCellColors(shade: number, heat: string, ground: string): { background: string; color: string } {
  const [from, to] = [toRgba(ground), toRgba(heat)];
  const channel = (a: number, b: number) =>
    Math.round(a + (b - a) * shade)
      .toString(16)
      .padStart(2, '0');
  const background = `#${channel(from.r, to.r)}${channel(from.g, to.g)}${channel(from.b, to.b)}`;
  return { background, color: inkOn(background) };
}
