import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const DeviceMutation = graphql(`
  mutation Device($input: DeviceInput!) {
    device(input: $input)
  }
`);

export type DeviceInput = VariablesOf<typeof DeviceMutation>['input'];

/** Reports this tablet's state (docs/product.md#background). */
export async function sendDeviceState(input: DeviceInput): Promise<void> {
  await requestGraphQL(DeviceMutation, { input });
}
