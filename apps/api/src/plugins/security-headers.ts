import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../config/env.ts';

/**
 * The headers helmet would set, computed once: our policy has no per-request part (no CSP
 * nonces), and rebuilding it on every request would cost throughput for nothing
 * (docs/decisions/0005-security-headers.md).
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  // helmet's middlewares are synchronous; anything else would leave headers half set.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** The headers that still mean something on a file no browser shows as a page. */
const SUBRESOURCE_HEADERS = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

/**
 * The shop's and the back office's built scripts, fonts and UI strings: fetched by their pages,
 * never opened as one (no HTML, no SVG). The favicon and /media's banners are SVG, which a
 * browser can open as a page.
 */
const isSubresource = (url: string) =>
  ((url.startsWith('/assets/') || url.startsWith('/admin/assets/')) && !/\.svg(\?|$)/i.test(url)) ||
  url.startsWith('/locales/');

/** The back office's pages: /admin and every path under it. */
const isAdminPage = (url: string) => url === '/admin' || /^\/admin[/?]/.test(url);

/** The API's JSON answers: everything under /api but its HTML docs and the sandbox checkout. */
const isApiData = (url: string) =>
  url.startsWith('/api/') &&
  !url.startsWith('/api/docs') &&
  !url.startsWith('/api/payment/sandbox');

/**
 * A JSON answer shown as a page may load nothing and be framed nowhere; the rest of a page's
 * policies (opener, referrer, the page's own sources) have nothing to act on in it.
 */
const API_DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Every response gets the full set, except the shop's own scripts, fonts and UI strings: a
 * document's policies (CSP, framing, opener, referrer) do nothing on a script or a font, and
 * they weigh on each of the many files a page loads, several of them before the first paint
 * (docs/decisions/0021-how-a-page-is-painted.md §6); the back office's pages, which get their
 * own, stricter set (`adminOptions`); and the API's JSON answers, which get the
 * subresource set with a CSP that allows nothing: the page set would add to every answer's bytes
 * and CPU for nothing (docs/decisions/0005). Media (`/media/…`) may be loaded by any site
 * (`Cross-Origin-Resource-Policy: cross-origin`).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  adminOptions: HelmetOptions = options,
): void {
  const headers = computeSecurityHeaders(options);
  const admin = computeSecurityHeaders(adminOptions);
  const subresource = Object.fromEntries(
    Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.includes(name)),
  );
  const apiData = { ...subresource, 'content-security-policy': API_DATA_POLICY };
  // Pictures reach e-mails and other sites: a webmail that fetches them itself is another origin.
  const media = { ...headers, 'cross-origin-resource-policy': 'cross-origin' };
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(
      url.startsWith('/media/')
        ? media
        : isSubresource(url)
          ? subresource
          : isApiData(url)
            ? apiData
            : isAdminPage(url)
              ? admin
              : headers,
    );
    done();
  });
}

/**
 * The shop's policy: its own origin, plus Razorpay's checkout and Vimeo's player, the two third
 * parties a page loads.
 */
export function shopSecurityPolicy(env: Pick<Env, 'isProduction'>): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://checkout.razorpay.com', 'https://player.vimeo.com'],
        // react-toastify and the Vimeo player set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'https:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The Vimeo player asks vimeo.com's oEmbed for the film's frame before it makes one.
        connectSrc: [
          "'self'",
          'https://vimeo.com',
          'https://lumberjack.razorpay.com',
          'https://api.razorpay.com',
        ],
        frameSrc: [
          "'self'",
          'https://player.vimeo.com',
          'https://api.razorpay.com',
          'https://checkout.razorpay.com',
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: env.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: env.isProduction,
    // The payment and video providers see our origin, never the path of the page.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The back office's policy: everything from its own origin, scripts from nowhere else, framed by
 * no page (not even the shop's), and no referrer beyond it. It loads no third party: a staff
 * session can refund and erase, so a script from elsewhere or a frame around it is never needed.
 */
export function adminSecurityPolicy(env: Pick<Env, 'isProduction'>): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix's menus and selects lock the page's scroll with a style element they add.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Photo placeholders are data: URLs.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: env.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    hsts: env.isProduction,
    referrerPolicy: { policy: 'same-origin' },
  };
}
