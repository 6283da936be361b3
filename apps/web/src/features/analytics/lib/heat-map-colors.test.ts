import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../lib/theme/readable-colors';
import { heatCellColors } from './heat-map-colors';

describe('heatCellColors', () => {
  it('writes every shade at AA contrast, on the light and on the dark ground', () => {
    for (const ground of ['#ffffff', '#242424']) {
      for (let step = 0; step <= 20; step += 1) {
        const { background, color } = heatCellColors(step / 20, '#1864ab', ground);
        expect(contrastRatio(background, color)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('is the ground with no activity and the heat colour at the busiest hour', () => {
    expect(heatCellColors(0, '#1864ab', '#ffffff').background).toBe('#ffffff');
    expect(heatCellColors(1, '#1864ab', '#ffffff').background).toBe('#1864ab');
  });
});
