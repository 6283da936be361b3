import { routeRoles } from '@comptoir/domain';
import { builder } from '../../builder';
import { CallReasonRef } from '../../platforms/graphql/call-reason.graphql';
import { TimePeriodRef } from '../menus';
import { RestaurantRef } from '../restaurants';
import { addHolidayHours } from './add-holiday-hours';
import type { HolidayNode, HolidayRemoval } from './holiday-node';
import type { HoursPush } from './hours-push';
import { listHolidayHours } from './list-holiday-hours';
import { removeHolidayHours } from './remove-holiday-hours';
import { replaceOpeningHours } from './replace-opening-hours';
import { listRestaurantSchedules, type RestaurantSchedule } from './restaurant-schedule';

// /schedule and /holiday (docs/roles.md#route-table): gated like their screens, each restaurant in the viewer's scope
// (NOT_FOUND otherwise), changes behind the PIN when the page access protects 'schedule' / 'holiday' (PIN_REQUIRED).
const scheduleAuth = { anyRole: routeRoles('schedule') };
const holidayAuth = { anyRole: routeRoles('holiday') };

const HoursPushStatusEnum = builder.enumType('HoursPushStatus', {
  description:
    'PENDING: being sent (retried); SENT: the platform took it; FAILED: the platform refused it or never answered; ' +
    'UNSUPPORTED: not settable through its API (the message says where it is set).',
  values: ['PENDING', 'SENT', 'FAILED', 'UNSUPPORTED'] as const,
});

const HoursPushRef = builder.objectRef<HoursPush>('HoursPush').implement({
  description: "What the restaurant's platform did with a change of hours, from its partner API's answer.",
  fields: (t) => ({
    status: t.field({
      description: 'Where the change stands with the platform.',
      type: HoursPushStatusEnum,
      resolve: (push) => push.status.toUpperCase() as 'PENDING' | 'SENT' | 'FAILED' | 'UNSUPPORTED',
    }),
    message: t.exposeString('message', {
      nullable: true,
      description: "The platform's refusal, or why nothing was sent.",
    }),
    reason: t.field({
      description:
        'The same as message, as a code for screens to translate; null when there is none (or none recorded).',
      type: CallReasonRef,
      nullable: true,
      resolve: (push) => push.reason,
    }),
    at: t.string({
      description: 'When it was sent, else when it was asked, ISO-8601 UTC.',
      resolve: (push) => push.at.toISOString(),
    }),
  }),
});

const ScheduleDayRef = builder.objectRef<RestaurantSchedule['days'][number]>('ScheduleDay').implement({
  description: 'One day of a week of opening hours (the shape of Menu.serviceAvailability).',
  fields: (t) => ({
    dayOfWeek: t.exposeInt('dayOfWeek', { description: '1 = Monday … 7 = Sunday.' }),
    timePeriods: t.field({
      description: "The day's opening stretches, in order.",
      type: [TimePeriodRef],
      resolve: (day) => day.timePeriods,
    }),
  }),
});

const RestaurantScheduleRef = builder.objectRef<RestaurantSchedule>('RestaurantSchedule').implement({
  description: "A restaurant's weekly opening hours.",
  fields: (t) => ({
    restaurant: t.field({
      description: 'The restaurant.',
      type: RestaurantRef,
      resolve: (schedule) => schedule.restaurant,
    }),
    days: t.field({
      type: [ScheduleDayRef],
      description: 'Open days only, Monday first; a day left out is closed.',
      resolve: (schedule) => schedule.days,
    }),
    lastPush: t.field({
      type: HoursPushRef,
      nullable: true,
      description: 'The last week sent to the platform; null when none was.',
      resolve: (schedule) => schedule.lastPush,
    }),
  }),
});

const HolidayHoursRef = builder.objectRef<HolidayNode>('HolidayHours').implement({
  description: 'A closure over whole local days, both ends included.',
  fields: (t) => ({
    id: t.int({ description: "The closure's id.", resolve: (node) => node.row.id }),
    fromDate: t.string({ description: 'YYYY-MM-DD, local.', resolve: (node) => node.row.fromDate }),
    toDate: t.string({ description: 'YYYY-MM-DD, local, included.', resolve: (node) => node.row.toDate }),
    restaurant: t.field({
      description: 'The restaurant closed.',
      type: RestaurantRef,
      resolve: (node) => node.restaurant,
    }),
    push: t.field({
      type: HoursPushRef,
      nullable: true,
      description: 'Null when the closure was never sent (seeded).',
      resolve: (node) => node.push,
    }),
  }),
});

const HolidayRemovalRef = builder.objectRef<HolidayRemoval>('HolidayRemoval').implement({
  description: 'The closures removed from one restaurant, and what its platform did with the change.',
  fields: (t) => ({
    restaurant: t.field({
      description: 'The restaurant.',
      type: RestaurantRef,
      resolve: (removal) => removal.restaurant,
    }),
    removed: t.exposeInt('removed', { description: 'How many closures were removed.' }),
    push: t.field({
      type: HoursPushRef,
      nullable: true,
      description: 'What the platform did with the change; null when nothing was sent.',
      resolve: (removal) => removal.push,
    }),
  }),
});

const TimePeriodInput = builder.inputType('TimePeriodInput', {
  description: "A stretch of opening within one day, in the restaurant's local time.",
  fields: (t) => ({
    startTime: t.string({ required: true, description: 'Local time, HH:MM.' }),
    endTime: t.string({ required: true, description: 'Local time, HH:MM; 24:00 for midnight.' }),
  }),
});

const ScheduleDayInput = builder.inputType('ScheduleDayInput', {
  description:
    'HH:MM local times; a period ends after it starts, at 24:00 at the latest (past midnight: the next day from 00:00).',
  fields: (t) => ({
    dayOfWeek: t.int({ required: true, description: '1 = Monday … 7 = Sunday.' }),
    timePeriods: t.field({ type: [TimePeriodInput], required: true, description: "The day's opening stretches." }),
  }),
});

builder.queryFields((t) => ({
  restaurantSchedules: t.withAuth(scheduleAuth).field({
    type: [RestaurantScheduleRef],
    description: "Each restaurant's week of opening hours (all restaurants in scope when `restaurants` is null).",
    args: { restaurants: t.arg.stringList() },
    resolve: (_root, args, context) => listRestaurantSchedules(context, args.restaurants ?? null),
  }),
  holidayHours: t.withAuth(holidayAuth).field({
    type: [HolidayHoursRef],
    description: 'The closures of the restaurants in scope (or those named), soonest first.',
    args: { restaurants: t.arg.stringList() },
    resolve: (_root, args, context) => listHolidayHours(context, args.restaurants ?? null),
  }),
}));

builder.mutationFields((t) => ({
  schedule: t.withAuth(scheduleAuth).field({
    type: RestaurantScheduleRef,
    description:
      "Replaces the restaurant's whole week (a day left out is closed) and sends it to its platform. Overlaps: BAD_USER_INPUT.",
    args: {
      restaurantUuid: t.arg.string({ required: true }),
      input: t.arg({ type: [ScheduleDayInput], required: true }),
    },
    resolve: (_root, args, context) => replaceOpeningHours(context, args.restaurantUuid, args.input),
  }),
  addHolidayHours: t.withAuth(holidayAuth).field({
    type: [HolidayHoursRef],
    description:
      'Closes each restaurant from fromDate to toDate (YYYY-MM-DD, included, at most 366 days, not all past).',
    args: {
      fromDate: t.arg.string({ required: true }),
      toDate: t.arg.string({ required: true }),
      restaurants: t.arg.stringList({ required: true }),
    },
    resolve: (_root, args, context) => addHolidayHours(context, args.fromDate, args.toDate, args.restaurants),
  }),
  removeHolidayHours: t.withAuth(holidayAuth).field({
    type: [HolidayRemovalRef],
    description: "Removes the restaurants' closures; with `ids` (an addition to the contract) only those closures.",
    args: { restaurants: t.arg.stringList({ required: true }), ids: t.arg.intList() },
    resolve: (_root, args, context) => removeHolidayHours(context, args.restaurants, args.ids ?? null),
  }),
}));
