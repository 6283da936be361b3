import { MARKETING_TYPES, routeRoles, type MarketingType } from '@comptoir/domain';
import { builder } from '../../builder';
import { reportFilterArgs } from '../reports';
import { CampaignConnectionRef } from './campaign.graphql';
import { listCampaigns } from './list-campaigns';
import { listPromotions } from './list-promotions';
import { MarketingStatusEnum, MarketingTypeEnum } from './marketing-enums.graphql';
import { PromotionConnectionRef } from './promotion.graphql';

// The data of /marketing is gated exactly like the screen (docs/roles.md#route-table: administrators and the marketing
// subscription).
const MARKETING_ROLES = routeRoles('marketing');

const MarketingTypeOptionRef = builder.objectRef<MarketingType>('MarketingTypeOption').implement({
  description: "A marketing report type of the filter bar's selector.",
  fields: (t) => ({
    value: t.field({ description: 'The report type.', type: MarketingTypeEnum, resolve: (type) => type }),
    label: t.string({
      description: 'Translation key of its label (marketing.types.offers, marketing.types.ads).',
      resolve: (type) => `marketing.types.${type.toLowerCase()}`,
    }),
  }),
});

builder.queryField('marketingType', (t) =>
  t.withAuth({ anyRole: MARKETING_ROLES }).field({
    type: [MarketingTypeOptionRef],
    description:
      'docs/screens.md#report-filter-bar: the marketing report types of the filter bar’s selector (offers, ads).',
    resolve: () => [...MARKETING_TYPES],
  }),
);

const pageArgs = builder.args((t) => ({
  first: t.int({ description: 'Defaults to 50, capped at 100.' }),
  after: t.string(),
}));

builder.queryField('promotions', (t) =>
  t.withAuth({ anyRole: MARKETING_ROLES }).field({
    type: PromotionConnectionRef,
    description:
      'docs/api.md#date-ranges: offers that ran during the period, latest started first. The period is widened to whole weeks (Monday to ' +
      'Sunday, docs/api.md#date-ranges) and answered in fromDate / toDate.',
    args: { ...pageArgs, ...reportFilterArgs, status: t.arg({ type: [MarketingStatusEnum] }) },
    resolve: (_root, args, context) => listPromotions(context, args),
  }),
);

builder.queryField('campaigns', (t) =>
  t.withAuth({ anyRole: MARKETING_ROLES }).field({
    type: CampaignConnectionRef,
    description:
      'docs/api.md#date-ranges: ad campaigns that ran during the period, latest started first, with their daily statistics. The period is ' +
      'widened to whole weeks (Monday to Sunday, docs/api.md#date-ranges) and answered in fromDate / toDate.',
    args: { ...pageArgs, ...reportFilterArgs },
    resolve: (_root, args, context) => listCampaigns(context, args),
  }),
);
