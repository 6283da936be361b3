import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** An answer from an address an integrator chose: its status, headers and the start of its body. */
export type IntegratorResponse = { status: number; headers: Headers; text: string; durationMs: number };

export type IntegratorRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Loopback and private addresses allowed (demo, tests); otherwise refused before any connection. */
  allowPrivateNetworks: boolean;
  timeoutMs?: number;
  /** Only this much of the answer is read; the rest is discarded. */
  maxResponseBytes?: number;
};

export class IntegratorRequestError extends Error {
  constructor(
    message: string,
    readonly durationMs: number,
  ) {
    super(message);
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024;

// Where an integrator's address must not lead in production (docs/security.md#outgoing-requests): the host itself, the
// private networks behind it, link-local (cloud metadata), carrier-grade NAT, multicast and the unspecified addresses.
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  // The same in hexadecimal (::ffff:7f00:1 is 127.0.0.1, and URLs are written so): no receiver needs that form.
  if (/^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/i.test(address)) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

// The check runs on the addresses the connection will use, so a name that resolves differently a second time (DNS
// rebinding) cannot slip past it.
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused || addresses.length === 0) {
      return callback(
        Object.assign(new Error(`${hostname} resolves to a private address (${refused?.address ?? 'none'})`), {
          code: 'EPRIVATE',
        }),
        '',
        0,
      );
    }
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0] as LookupAddress;
    return callback(null, first.address, first.family);
  });
};

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * One request to an address an integrator set (an application's webhook URL): no redirect followed, a timeout on the
 * whole exchange, at most `maxResponseBytes` of the answer kept, and — unless allowed — no private address reached.
 */
export function requestIntegrator(input: IntegratorRequest): Promise<IntegratorResponse> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const timeoutMs = input.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = input.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  return new Promise((resolve, reject) => {
    const fail = (message: string) => reject(new IntegratorRequestError(message, elapsed()));
    if (!URL.canParse(input.url)) return fail('The webhook address is not a URL');
    const url = new URL(input.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('The webhook address must be http or https');
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (!input.allowPrivateNetworks && isIP(literal) !== 0 && isPrivateAddress(literal))
      return fail(`${literal} is a private address`);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const body = input.body === undefined ? undefined : Buffer.from(input.body, 'utf8');
    const request = send(
      url,
      {
        method: input.method,
        headers: { ...input.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        ...(input.allowPrivateNetworks ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size >= maxBytes) return;
          chunks.push(chunk);
          size += chunk.length;
          // Enough read: the rest of a large or endless answer is not waited for.
          if (size >= maxBytes) finish();
        });
        response.on('end', finish);
        response.on('error', (error) => fail(error.message));
        function finish() {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            headers: toHeaders(response.headers),
            text: Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8'),
            durationMs: elapsed(),
          });
          response.destroy();
        }
      },
    );
    const timer = setTimeout(() => request.destroy(new Error(`No answer within ${timeoutMs / 1000} s`)), timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      fail(error.message);
    });
    request.end(body);
  });
}
