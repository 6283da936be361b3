import { describe, expect, it } from 'vitest';
import {
  courierRequestValue,
  DELAY_BUSY_CHOICES,
  DELAY_BUSY_DEFAULT,
  DELAY_PREPARATION_CHOICES,
  DELAY_PREPARATION_DEFAULT,
  EXTRA_COURIER_CHOICES,
  EXTRA_PREPARATION_CHOICES,
  EXTRA_PREPARATION_DEFAULT,
} from './order-choices';

describe('order choice lists (docs/orders.md#choices)', () => {
  it('offers delay preparation times 5 to 35 by 5, default 5', () => {
    expect(DELAY_PREPARATION_CHOICES).toEqual([5, 10, 15, 20, 25, 30, 35]);
    expect(DELAY_PREPARATION_DEFAULT).toBe(5);
  });

  it('offers busy durations 15 to 60, default 15', () => {
    expect(DELAY_BUSY_CHOICES).toEqual([15, 30, 45, 60]);
    expect(DELAY_BUSY_DEFAULT).toBe(15);
  });

  it('shows extra preparation 5..30 but sends 1 for the first choice', () => {
    expect(EXTRA_PREPARATION_CHOICES.map((c) => c.label)).toEqual([5, 10, 15, 20, 25, 30]);
    expect(EXTRA_PREPARATION_CHOICES.map((c) => c.value)).toEqual([1, 10, 15, 20, 25, 30]);
    expect(EXTRA_PREPARATION_DEFAULT).toEqual({ label: 5, value: 1 });
  });

  it.each(EXTRA_COURIER_CHOICES.map((choice) => [choice, choice + 1]))(
    'requests %i extra courier(s) as %i',
    (choice, sent) => {
      expect(courierRequestValue(choice)).toBe(sent);
    },
  );
});
