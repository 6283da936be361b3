import { graphql, readFragment } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { OperationsCompanyFields, type OperationsCompany } from './operations';

const CompanyOperationMutation = graphql(
  `
    mutation CompanyOperation(
      $autoAccept: Boolean
      $autoPrint: Boolean
      $pause: Boolean
      $pauseUntil: String
      $pauseMinutes: Int
      $pauseUntilOpening: Boolean
      $delayingOrder: DelayingOrderInput
    ) {
      companyOperation(
        autoAccept: $autoAccept
        autoPrint: $autoPrint
        pause: $pause
        pauseUntil: $pauseUntil
        pauseMinutes: $pauseMinutes
        pauseUntilOpening: $pauseUntilOpening
        delayingOrder: $delayingOrder
      ) {
        ...OperationsCompanyFields
      }
    }
  `,
  [OperationsCompanyFields],
);

export type CompanyOperationInput = {
  autoAccept?: boolean;
  autoPrint?: boolean;
  pause?: boolean;
  pauseUntil?: string;
  pauseMinutes?: number;
  pauseUntilOpening?: boolean;
  delayingOrder?: { preparationTime: number; busyTime: number };
};

export async function runCompanyOperation(input: CompanyOperationInput): Promise<OperationsCompany> {
  const data = await requestGraphQL(CompanyOperationMutation, input);
  return readFragment(OperationsCompanyFields, data.companyOperation);
}
