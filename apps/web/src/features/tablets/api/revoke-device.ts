import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { devicesQueryOptions } from './devices';

const RevokeDeviceMutation = graphql(`
  mutation RevokeDevice($id: Int!) {
    revokeDevice(id: $id)
  }
`);

export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await requestGraphQL(RevokeDeviceMutation, { id })).revokeDevice,
    onSettled: () => queryClient.invalidateQueries(devicesQueryOptions()),
  });
}
