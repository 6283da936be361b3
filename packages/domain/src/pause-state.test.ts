import { describe, expect, it } from 'vitest';
import { canPauseOnPlatform, pauseSwitchStyle, type PausableRestaurant, type PauseSwitchStyle } from './pause-state';

const uber = (isPaused: boolean): PausableRestaurant => ({ isPaused, platform: 'PLATFORM_UBER_EAT' });
const deliveroo = (isPaused: boolean): PausableRestaurant => ({ isPaused, platform: 'PLATFORM_DELIVEROO' });
const justEat: PausableRestaurant = { isPaused: false, platform: 'PLATFORM_JUST_EAT' };

describe('pauseSwitchStyle', () => {
  it.each<[string, PausableRestaurant[], PauseSwitchStyle]>([
    ['no restaurant', [], 'none'],
    ['none paused', [uber(false), deliveroo(false)], 'none'],
    ['some paused', [uber(true), deliveroo(false)], 'warning'],
    ['all paused', [uber(true), deliveroo(true)], 'danger'],
    ['all pausable paused, Just Eat left out', [uber(true), justEat], 'danger'],
    ['only Just Eat', [justEat], 'none'],
  ])('%s → %s', (_, restaurants, style) => {
    expect(pauseSwitchStyle(restaurants)).toBe(style);
  });
});

describe('canPauseOnPlatform', () => {
  it('refuses Just Eat only', () => {
    expect(canPauseOnPlatform('PLATFORM_JUST_EAT')).toBe(false);
    expect(canPauseOnPlatform('PLATFORM_UBER_EAT')).toBe(true);
    expect(canPauseOnPlatform('PLATFORM_GLOVO')).toBe(true);
  });
});
