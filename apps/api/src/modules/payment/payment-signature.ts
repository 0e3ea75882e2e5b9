import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 in hex, as Razorpay signs payments (`order_id|payment_id`) and webhooks (raw body). */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares a signature in constant time (a wrong length is simply wrong). */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
