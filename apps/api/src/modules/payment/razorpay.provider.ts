import type Razorpay from 'razorpay';
import { ProviderRefused, type PaymentProvider } from './payment-provider.ts';

type Config = {
  keyId: string;
  keySecret: string;
  apiUrl: string;
  /** How long a call may take before it fails (the customer is waiting on it). */
  timeoutMs?: number;
};

/** The SDK's axios instance: its host and timeout are not options of the SDK. */
type SdkInternals = {
  api: {
    rq: {
      defaults: { baseURL: string; timeout: number };
      post(
        url: string,
        data: unknown,
        config: { headers: Record<string, string> },
      ): Promise<{ data: unknown }>;
      interceptors: { response: { use(ok: undefined, failed: (error: unknown) => never): void } };
    };
  };
};

/** What axios rejects with when no answer came: a code such as ECONNREFUSED or ECONNABORTED. */
type NetworkFailure = Error & { code?: string; response?: unknown };

const isNetworkFailure = (error: unknown): error is NetworkFailure =>
  error instanceof Error && (error as NetworkFailure).response === undefined;

const TIMED_OUT = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/** What the SDK rejects with when Razorpay answered with an error status. */
type SdkRefusal = { statusCode: number; error?: { code?: string; description?: string } };

const isRefusal = (error: unknown): error is SdkRefusal =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { statusCode?: unknown }).statusCode === 'number';

/** Razorpay's orders API through its official SDK; `apiUrl` points it at a stand-in in tests. */
export function createRazorpayProvider({
  keyId,
  keySecret,
  apiUrl,
  timeoutMs = 10_000,
}: Config): PaymentProvider {
  // The SDK (and the axios it brings) loads with the first payment, not with the server.
  let sdk: Promise<Razorpay> | undefined;
  const connect = () =>
    (sdk ??= import('razorpay').then(({ default: Sdk }) => {
      const client = new Sdk({ key_id: keyId, key_secret: keySecret });
      const { rq } = (client as unknown as SdkInternals).api;
      rq.defaults.baseURL = apiUrl;
      rq.defaults.timeout = timeoutMs;
      // The SDK reads `error.response.status` of every failure, so a call that got no answer
      // would reject with a TypeError about `status`: that read throws the network error instead.
      rq.interceptors.response.use(undefined, (error) => {
        if (isNetworkFailure(error))
          Object.defineProperty(error, 'response', {
            get() {
              throw error;
            },
          });
        throw error;
      });
      return client;
    }));
  /** What axios rejects with when Razorpay answered with an error status. */
  type HttpRefusal = { response: { status: number; data?: { error?: { description?: string } } } };
  const answered = (error: unknown): error is HttpRefusal => {
    try {
      return typeof (error as HttpRefusal).response?.status === 'number';
    } catch {
      return false; // no answer came (the interceptor above makes `response` throw)
    }
  };

  return {
    name: 'razorpay',
    keyId,
    async refund({ paymentId, amount, idempotencyKey, notes }) {
      const client = await connect();
      // The SDK's `payments.refund` sends no headers, and the idempotency key is one: the same
      // axios instance, so the same host, key, timeout and error handling.
      const { rq } = (client as unknown as SdkInternals).api;
      try {
        const { data } = await rq.post(
          `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
          { amount, speed: 'normal', notes },
          { headers: { 'X-Refund-Idempotency': idempotencyKey } },
        );
        const refund = data as { id?: unknown; status?: unknown };
        if (typeof refund.id !== 'string' || refund.id === '')
          throw new Error('Razorpay answered a refund without an id');
        const status =
          refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
        return { id: refund.id, status };
      } catch (error) {
        // A 409 means the same key is still being worked on: the outcome is not known yet.
        if (answered(error) && error.response.status !== 409 && error.response.status < 500)
          throw new ProviderRefused(
            `Razorpay refused the refund: HTTP ${error.response.status}` +
              (error.response.data?.error?.description
                ? ` (${error.response.data.error.description})`
                : ''),
            { cause: error },
          );
        if (error instanceof Error && error.message.startsWith('Razorpay answered')) throw error;
        throw new Error('Razorpay did not confirm the refund', { cause: error });
      }
    },
    async createOrder({ amount, currency, receipt, notes }) {
      const client = await connect();
      try {
        const order = await client.orders.create({ amount, currency, receipt, notes });
        if (typeof order?.id !== 'string' || order.id === '')
          throw new Error('Razorpay answered an order without an id');
        return { id: order.id };
      } catch (error) {
        // The SDK rejects with a plain object for an error status, and with axios's error when no
        // answer came at all (timeout, refused connection): each becomes one readable Error.
        if (isRefusal(error))
          throw new Error(
            `Razorpay refused the order: HTTP ${error.statusCode}` +
              (error.error?.description ? ` (${error.error.description})` : ''),
            { cause: error },
          );
        if (error instanceof Error && error.message.startsWith('Razorpay answered')) throw error;
        if (error instanceof Error && TIMED_OUT.has((error as NetworkFailure).code ?? ''))
          throw new Error(`Razorpay did not answer within ${timeoutMs / 1000} s`, { cause: error });
        // The cause says why: `connect ECONNREFUSED 127.0.0.1:443`, `getaddrinfo ENOTFOUND …`.
        throw new Error('Razorpay could not be reached', { cause: error });
      }
    },
  };
}
