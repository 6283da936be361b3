// The roots of the query keys of data that more than one feature reads or changes (docs/web.md#data-fetching): a
// feature invalidates another's data through these, never by importing it. A feature's own data keeps its key in
// its api/ file, under one of these roots when it is a view of shared data.
export const queryKeys = {
  /** The live orders: the orders screen and the runner display. */
  activeOrders: ['activeOrders'] as const,
  /** The signed-in account, its restaurants, printers and page access (lib/profile.ts). */
  profile: ['profile'] as const,
  /** A restaurant's settings and the views of them (dispute bell, schedules, printers' restaurants). */
  restaurants: ['restaurants'] as const,
  /** The restaurants' problems: the top bar's button, fixed by operations and by the problems' own forms. */
  restaurantProblems: ['restaurantProblems'] as const,
  /** Each restaurant's pause and platform state, changed by operations and by the problems' resume. */
  operations: ['operations'] as const,
  printers: ['printers'] as const,
  menus: ['menus'] as const,
  /** Service inquiries: sent by companies (misc, menu maker), answered by administrators (service requests). */
  serviceInquiries: ['service-inquiries'] as const,
  /** Restaurants waiting for review: registered by the wizard, approved or rejected on the reviewers' list. */
  pendingRestaurants: ['pending-restaurants'] as const,
  /** Administrators' view of companies: their edit, users and subscriptions, changed by answered inquiries. */
  companies: ['company'] as const,
};
