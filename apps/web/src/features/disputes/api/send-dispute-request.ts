import { print } from '@0no-co/graphql.web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@comptoir/domain';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { GRAPHQL_ENDPOINT } from '../../../lib/graphql-client';
import { GraphQLRequestError, NetworkError, type GraphQLErrorItem } from '../../../lib/graphql-errors';
import { signOut } from '../../../lib/sign-out';
import { orderDisputesKey } from './order-disputes';

export const SendDisputeRequestMutation = graphql(`
  mutation SendDisputeRequest($input: DisputeInput!) {
    sendDisputeRequest(input: $input) { id status diputedAt }
  }
`);

type Answer = { data?: ResultOf<typeof SendDisputeRequestMutation> | null; errors?: GraphQLErrorItem[] };

export type DisputeRequest = { orderId: number; cartId: number | null; evidenceImage: File | null };

function requestHeaders(): Record<string, string> {
  // No content-type: the browser sets the multipart boundary itself.
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  const switchUser = localStorage.getItem(STORAGE_KEYS.switchUser);
  if (switchUser) headers['x-switch-user'] = switchUser;
  return headers;
}

/** A GraphQL multipart request (operations, map, file); without a photo the order's own photo is sent. */
export async function sendDisputeRequest({ orderId, cartId, evidenceImage }: DisputeRequest): Promise<ResultOf<typeof SendDisputeRequestMutation>> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: print(SendDisputeRequestMutation), variables: { input: { orderId, cartId, evidenceImage: null } } }));
  form.append('map', JSON.stringify(evidenceImage ? { 0: ['variables.input.evidenceImage'] } : {}));
  if (evidenceImage) form.append('0', evidenceImage, evidenceImage.name);
  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, { method: 'POST', headers: requestHeaders(), body: form });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const answer = (await response.json().catch(() => null)) as Answer | null;
  if (response.status === 401 || response.status === 403) {
    signOut();
    throw new GraphQLRequestError(response.status, answer?.errors ?? []);
  }
  if (!answer?.data) throw new GraphQLRequestError(response.status, answer?.errors ?? []);
  return answer.data;
}

export function useSendDisputeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDisputeRequest,
    // SPEC §2: the disputes list reloads after submit (and so do the bell and the summary).
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: orderDisputesKey }), queryClient.invalidateQueries({ queryKey: ['disputeForCart'] })]),
  });
}
