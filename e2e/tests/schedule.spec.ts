import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { HolidayPage, SchedulePage } from '../pages/schedule-page';
import { SimulatedStores } from '../pages/simulated-store';

const BASTILLE_UBER = 'Demo Burger Bastille (Uber Eats)';
const OBERKAMPF_GLOVO = 'Demo Burger Oberkampf (Glovo)';
const BASTILLE = 'Demo Burger Bastille';
const SUNDAY = 7;

// Each flow saves, waits for the platform's answer and reloads: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('the demo company adds a Sunday lunch that stays after a reload, and an overlapping period is refused before sending', async ({
  page,
}) => {
  await new AppShell(page).signInAs('company');
  const schedule = new SchedulePage(page);
  await schedule.goto();
  const card = schedule.card(BASTILLE_UBER);
  // The demo burger kitchens open only for dinner on Sunday.
  await expect(schedule.start(card, 'Sunday', 1)).toHaveValue('18:30');
  await expect(schedule.start(card, 'Sunday', 2)).toHaveCount(0);

  await schedule.addPeriod(card, 'Sunday', 2, '11:30', '14:30');
  await schedule.saveButton(card).click();
  await expect(page.getByText(`Opening hours of ${BASTILLE_UBER} saved.`)).toBeVisible();
  // Uber Eats takes the hours with the live menu; the simulator answers the worker's call.
  await expect(card.getByText('Sent to the platform')).toBeVisible({ timeout: 15_000 });
  const week = (await new SimulatedStores(page).store(BASTILLE, 'PLATFORM_UBER_EAT')).openingHours;
  expect(week?.find((day) => day.dayOfWeek === SUNDAY)?.periods).toEqual([
    { start: '11:30', end: '14:30' },
    { start: '18:30', end: expect.any(String) },
  ]);

  await page.reload();
  const reloaded = schedule.card(BASTILLE_UBER);
  await expect(schedule.start(reloaded, 'Sunday', 1)).toHaveValue('11:30');
  await expect(schedule.end(reloaded, 'Sunday', 1)).toHaveValue('14:30');
  await expect(schedule.start(reloaded, 'Sunday', 2)).toHaveValue('18:30');
  // Glovo's hours are set in its own webapp: the card says so rather than pretending.
  await schedule.addPeriod(schedule.card(OBERKAMPF_GLOVO), 'Monday', 3, '15:00', '16:00');
  await schedule.saveButton(schedule.card(OBERKAMPF_GLOVO)).click();
  await expect(schedule.card(OBERKAMPF_GLOVO).getByText('Not settable through the API')).toBeVisible();

  await schedule.addPeriod(reloaded, 'Sunday', 3, '14:00', '19:00');
  await expect(reloaded.getByRole('alert').first()).toHaveText('Sunday: 11:30–14:30 and 14:00–19:00 overlap.');
  await expect(schedule.saveButton(reloaded)).toBeDisabled();
});

test('the demo company closes two restaurants for a few days, still there after a reload, then removes one closure', async ({
  page,
}) => {
  await new AppShell(page).signInAs('company');
  const holiday = new HolidayPage(page);
  await holiday.goto();
  const { from, fromDate, toDate } = await holiday.pickNextMonthRange(10, 12);
  await holiday.chooseRestaurants([BASTILLE_UBER, OBERKAMPF_GLOVO]);
  await page.getByRole('button', { name: 'Add the closure' }).click();
  await expect(page.getByText('Closure added to 2 restaurants.')).toBeVisible();
  await expect(holiday.rowsFrom(from)).toHaveCount(2);

  await page.reload();
  await expect(holiday.rowsFrom(from)).toHaveCount(2);
  const glovoRow = holiday.rowsFrom(from).filter({ hasText: OBERKAMPF_GLOVO });
  await expect(glovoRow.getByText('Not settable through the API')).toBeVisible();
  await expect(holiday.rowsFrom(from).filter({ hasText: BASTILLE_UBER }).getByText('Sent to the platform')).toBeVisible(
    { timeout: 15_000 },
  );
  // Uber Eats holds each closed day of the range as a holiday.
  const closed = Object.keys((await new SimulatedStores(page).store(BASTILLE, 'PLATFORM_UBER_EAT')).holidayHours ?? {});
  expect(closed).toEqual(expect.arrayContaining([fromDate, toDate]));

  await glovoRow.getByRole('button', { name: `Remove the closure of ${OBERKAMPF_GLOVO} from ${from}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this closure?' });
  await dialog.getByRole('button', { name: 'Remove the closure' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Closure of ${OBERKAMPF_GLOVO} removed.`)).toBeVisible();
  await expect(holiday.rowsFrom(from)).toHaveCount(1);
  await page.reload();
  await expect(holiday.rowsFrom(from)).toHaveCount(1);
});
