/** One GraphQL request to a bench server's `/graphql/kom`: its data, or an error carrying the server's errors. */
export async function postGraphQL<T>(origin: string, query: string, token?: string): Promise<T> {
  const response = await fetch(`${origin}/graphql/kom`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
