import { builder } from '../../builder';
import { RestaurantRef } from '../restaurants';
import { loadRestaurantPrinterProblems, type RestaurantPrinterProblem } from './restaurant-printer-problems';

const KINDS = {
  offline: 'OFFLINE',
  paperOut: 'PAPER_OUT',
  paperJam: 'PAPER_JAM',
  coverOpen: 'COVER_OPEN',
  ticketFailed: 'TICKET_FAILED',
} as const;

const PrinterProblemKindEnum = builder.enumType('PrinterProblemKind', {
  description:
    'OFFLINE: silent for two poll intervals and 5 s while the restaurant is open; TICKET_FAILED: an order ticket the printer gave up on (displayId); the others as the printer reports them.',
  values: Object.values(KINDS),
});

const PrinterProblemRef = builder.objectRef<RestaurantPrinterProblem>('PrinterProblem').implement({
  description: "Why one of the restaurant's cloud printers does not print its tickets.",
  fields: (t) => ({
    kind: t.field({
      description: 'What is wrong.',
      type: PrinterProblemKindEnum,
      resolve: (problem) => KINDS[problem.kind],
    }),
    printerId: t.exposeInt('printerId', { description: "The printer's id." }),
    printerLabel: t.exposeString('printerLabel', { description: "The printer's name." }),
    displayId: t.exposeString('displayId', {
      nullable: true,
      description: 'The order whose ticket failed (TICKET_FAILED only).',
    }),
  }),
});

// Declared here rather than beside Restaurant so that restaurants does not depend on printers.
builder.objectField(RestaurantRef, 'printerProblems', (t) =>
  t.loadableGroup({
    type: PrinterProblemRef,
    description:
      'Its cloud printers out of paper, jammed, with the cover open, or offline during opening hours (none for an application).',
    load: (restaurantIds: number[], context) => loadRestaurantPrinterProblems(context, restaurantIds),
    group: (problem) => problem.restaurantId,
    resolve: (restaurant) => restaurant.id,
  }),
);
