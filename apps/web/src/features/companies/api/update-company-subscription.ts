import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const UpdateCompanySubscriptionMutation = graphql(`
  mutation UpdateCompanySubscription($companyId: Int!, $input: SubscriptionChangeInput!) {
    updateCompanySubscription(companyId: $companyId, input: $input) {
      id
      subscriptions {
        service
        activated
        price
        startedAt
        endedAt
      }
    }
  }
`);

export type SubscriptionChange = VariablesOf<typeof UpdateCompanySubscriptionMutation>['input'];

/** A change to one of the company's own services; useUpdateSubscription sends it and refreshes what it changed. */
export async function updateCompanySubscription(companyId: number, input: SubscriptionChange): Promise<void> {
  await requestGraphQL(UpdateCompanySubscriptionMutation, { companyId, input });
}
