/** A delivery's body indented for reading; a body that is not JSON (it always should be) is shown as it was sent. */
export function prettyPayload(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
