import { graphql, type VariablesOf } from '../../../lib/graphql';

export const DeviceMutation = graphql(`
  mutation Device($input: DeviceInput!) {
    device(input: $input)
  }
`);

export type DeviceInput = VariablesOf<typeof DeviceMutation>['input'];
