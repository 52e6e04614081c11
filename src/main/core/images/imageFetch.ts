// Fetches one image over http(s) with a time limit and a size limit, checking every address it
// connects to, following a few redirects, and sending nothing but the request itself (no API key,
// no cookies, no referrer).
import { failure } from '@shared/i18n/failure';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { AppError } from '@shared/ipc/errors';
import { isPrivateAddress, parseImageUrl } from './imageUrl';
import { mediaType } from '@shared/http/mediaType';
import { sniffImageType, type ImageType } from './sniff';

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  /** Whether this origin may be on a private or loopback address (the station's own service). */
  mayBePrivate: (origin: string) => boolean;
  /** Whether a redirect to this address may be followed: the same check as a first request. */
  mayFetch: (href: string) => boolean;
}

export interface FetchedImage {
  contentType: ImageType;
  bytes: Buffer;
}

const MAX_REDIRECTS = 3;

export async function fetchImage(url: URL, limits: FetchLimits): Promise<FetchedImage> {
  const deadline = Date.now() + limits.timeoutMs;
  let current = url;
  for (let hop = 0; ; hop++) {
    // A trusted origin on this computer or the LAN is trusted when asked for, never when an
    // address elsewhere redirects into it.
    const allowPrivate = current.origin === url.origin && limits.mayBePrivate(current.origin);
    const answer = await requestOnce(current, limits, deadline, allowPrivate);
    if ('redirect' in answer) {
      if (hop >= MAX_REDIRECTS) {
        throw failure('invalid', 'main.images.tooManyRedirects', { url: url.href });
      }
      const next = parseImageUrl(new URL(answer.redirect, current).href);
      if (next.origin !== current.origin && !limits.mayFetch(next.href)) {
        throw failure('invalid', 'main.images.redirectElsewhere', {
          url: url.href,
          host: next.host,
        });
      }
      current = next;
      continue;
    }
    return answer;
  }
}

function refusePrivate(host: string): AppError {
  return failure('invalid', 'main.images.privateHost', { host });
}

/** Resolves the name, then refuses it if any address it resolves to is private (and not allowed). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
        return callback(refusePrivate(hostname) as NodeJS.ErrnoException, '', 0);
      }
      if ((options as { all?: boolean }).all) {
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      }
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

type Answer = FetchedImage | { redirect: string };

function requestOnce(
  url: URL,
  limits: FetchLimits,
  deadline: number,
  allowPrivate: boolean,
): Promise<Answer> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowPrivate && isPrivateAddress(host)) {
    return Promise.reject(refusePrivate(url.host));
  }
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(timedOut(url));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Answer>((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'GET',
        headers: { accept: 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml' },
        lookup: guardedLookup(allowPrivate),
        timeout: remaining,
        agent: false,
      },
      (response) => readAnswer(url, response, limits, deadline).then(resolve, reject),
    );
    request.on('timeout', () => request.destroy(timedOut(url)));
    request.on('error', (error) => reject(asAppError(url, error)));
    request.end();
  });
}

async function readAnswer(
  url: URL,
  response: IncomingMessage,
  limits: FetchLimits,
  deadline: number,
): Promise<Answer> {
  const status = response.statusCode ?? 0;
  if (status >= 300 && status < 400 && response.headers.location) {
    response.resume();
    return { redirect: response.headers.location };
  }
  if (status !== 200) {
    response.resume();
    if (status >= 500 || status === 429) {
      throw failure('offline', 'main.images.hostFailed', { host: url.host, status });
    }
    const kind = status === 404 || status === 410 ? 'notFound' : 'invalid';
    throw failure(kind, 'main.images.notAnImageAnswer', { url: url.href, status });
  }
  const declared = mediaType(response.headers['content-type']);
  if (
    declared !== null &&
    !declared.startsWith('image/') &&
    declared !== 'application/octet-stream'
  ) {
    response.resume();
    throw notAnImage(url, declared);
  }
  const length = Number(response.headers['content-length']);
  if (Number.isFinite(length) && length > limits.maxBytes) {
    response.destroy();
    throw tooLarge(url, limits.maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const timer = setTimeout(() => response.destroy(timedOut(url)), deadline - Date.now());
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limits.maxBytes) {
        response.destroy();
        throw tooLarge(url, limits.maxBytes);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    throw asAppError(url, error);
  } finally {
    clearTimeout(timer);
  }
  const bytes = Buffer.concat(chunks);
  const type = sniffImageType(bytes, declared);
  if (!type) throw notAnImage(url, declared);
  return { contentType: type, bytes };
}

/** `type` null: the server named no type at all. */
const notAnImage = (url: URL, type: string | null) =>
  type === null
    ? failure('invalid', 'main.images.notAnImageUntyped', { url: url.href })
    : failure('invalid', 'main.images.notAnImage', { url: url.href, type });

const tooLarge = (url: URL, maxBytes: number) =>
  failure('invalid', 'main.images.tooLarge', { url: url.href, kib: Math.round(maxBytes / 1024) });

const timedOut = (url: URL) => failure('offline', 'main.images.tooSlow', { host: url.host });

function asAppError(url: URL, error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  return code
    ? failure('offline', 'main.images.unreachableCode', { host: url.host, code })
    : failure('offline', 'main.images.unreachable', { host: url.host });
}
