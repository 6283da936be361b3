import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder';
import './modules/accounts/account.graphql';
import './modules/account-settings/account-settings.graphql';
import './modules/account-settings/language.graphql';
import './modules/analytics/analytics.graphql';
import './modules/applications/application.graphql';
import './modules/audit/audit.graphql';
import './modules/auth/auth.graphql';
import './modules/companies/company.graphql';
import './modules/companies/application-companies.graphql';
import './modules/companies/search.graphql';
import './modules/company-edit/company-edit.graphql';
import './modules/company-applications/company-applications.graphql';
import './modules/connecting/connecting.graphql';
import './modules/datacheck/datacheck.graphql';
import './modules/devices/device.graphql';
import './modules/devices/restaurant-tablet-silence.graphql';
import './modules/disputes/dispute.graphql';
import './modules/exports/exports.graphql';
import './modules/history/history.graphql';
import './modules/inquiries/inquiry.graphql';
import './modules/subscriptions/subscriptions.graphql';
import './modules/invoices/invoice.graphql';
import './modules/invoices/webhook-status.graphql';
import './modules/marketing/marketing.graphql';
import './modules/menu-maker/menu-maker.graphql';
import './modules/menu-maker/menu-item-image.graphql';
import './modules/menus/menu.graphql';
import './modules/menus/menu-availability.graphql';
import './modules/operations/operations.graphql';
import './modules/orders/orders.graphql';
import './modules/orders/order-events.graphql';
import './modules/pin/pin.graphql';
import './platforms/graphql/platform.graphql';
import './modules/printers/printer.graphql';
import './modules/printers/restaurant-printer-problems.graphql';
import './modules/recovery/recovery.graphql';
import './modules/restaurants/restaurant.graphql';
import './modules/restaurant-settings/restaurant-settings.graphql';
import './modules/session/init.graphql';
import './modules/reviews/reviews.graphql';
import './modules/reviews/restaurant-ratings.graphql';
import './modules/schedules/schedules.graphql';
import './modules/signup/signup.graphql';
import './modules/tablets/tablets.graphql';
import './modules/uber-eats-connection/uber-eats-connection.graphql';
import './modules/vat/vat.graphql';
import './modules/visitor/visitor-country.graphql';

builder.queryType({
  description: 'Reads. Most fields need a signed-in account and answer within its scope of companies.',
});
builder.mutationType({
  description: 'Changes. Most fields need a signed-in account and act within its scope of companies.',
});
builder.subscriptionType({ description: 'Live streams, over server-sent events.' });

export const schema = lexicographicSortSchema(builder.toSchema());
