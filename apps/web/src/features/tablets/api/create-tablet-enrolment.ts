import { useMutation } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const CreateTabletEnrolmentMutation = graphql(`
  mutation CreateTabletEnrolment($deviceName: String!) {
    createTabletEnrolment(deviceName: $deviceName) {
      code
      link
      expiresAt
    }
  }
`);

export type TabletEnrolment = ResultOf<typeof CreateTabletEnrolmentMutation>['createTabletEnrolment'];

export function useCreateTabletEnrolment() {
  return useMutation({
    mutationFn: async (deviceName: string) =>
      (await requestGraphQL(CreateTabletEnrolmentMutation, { deviceName })).createTabletEnrolment,
  });
}
