/**
 * A response whose headers stay a plain object. @hono/node-server writes such a response with one
 * writeHead; Hono's c.json/c.body with more than one header build a WHATWG Headers (each name and
 * value validated, then sorted and copied back into an object for Node) on every answer, a tenth
 * of the CPU of a small authenticated GET. Header names here are lower-case constants of ours.
 */
export function plainResponse(
  body: string | Uint8Array | null,
  status: number,
  headers: Record<string, string>,
): Response {
  return new Response(body as BodyInit | null, { status, headers });
}

/** A JSON answer: the value serialized once, with the response's collected headers. */
export function jsonResponse(value: unknown, status: number, headers: Record<string, string>): Response {
  return plainResponse(JSON.stringify(value), status, { ...headers, 'content-type': 'application/json' });
}
