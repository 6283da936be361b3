import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder';
import './modules/accounts/account.graphql';
import './modules/audit/audit.graphql';
import './modules/auth/auth.graphql';
import './modules/companies/company.graphql';
import './modules/companies/application-companies.graphql';
import './modules/companies/search.graphql';
import './modules/devices/device.graphql';
import './modules/history/history.graphql';
import './modules/inquiries/inquiry.graphql';
import './modules/operations/operations.graphql';
import './modules/orders/orders.graphql';
import './modules/orders/order-events.graphql';
import './modules/pin/pin.graphql';
import './modules/platforms/platform.graphql';
import './modules/restaurants/restaurant.graphql';
import './modules/visitor/visitor-country.graphql';

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

export const schema = lexicographicSortSchema(builder.toSchema());
