export const DELAY_PREPARATION_CHOICES = [5, 10, 15, 20, 25, 30, 35] as const;
export const DELAY_PREPARATION_DEFAULT = 5;

export const DELAY_BUSY_CHOICES = [15, 30, 45, 60] as const;
export const DELAY_BUSY_DEFAULT = 15;

export type ExtraPreparationChoice = { label: number; value: number };

// Quirk kept on purpose (docs/orders.md#choices): the first choice reads "5" minutes but sends 1 to the platform;
// the others send what they show.
export const EXTRA_PREPARATION_CHOICES = [
  { label: 5, value: 1 },
  { label: 10, value: 10 },
  { label: 15, value: 15 },
  { label: 20, value: 20 },
  { label: 25, value: 25 },
  { label: 30, value: 30 },
] as const satisfies readonly ExtraPreparationChoice[];

export const EXTRA_PREPARATION_DEFAULT: ExtraPreparationChoice = EXTRA_PREPARATION_CHOICES[0];

export const EXTRA_COURIER_CHOICES = [1, 2, 3] as const;
export const EXTRA_COURIER_DEFAULT = 1;

// docs/orders.md#choices: the request sends the chosen number of extra couriers plus one (the original courier).
export function courierRequestValue(choice: number): number {
  return choice + 1;
}
