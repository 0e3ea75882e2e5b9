import {
  createPaymentResponseSchema,
  paymentPaths,
  verifyPaymentResponseSchema,
  type CreatePaymentBody,
  type CreatePaymentResponse,
  type VerifyPaymentBody,
  type VerifyPaymentResponse,
} from '@aurelle/contract';
import { api } from '../../../lib/api.ts';

/** The card flow's two calls (spec §4, §7), with the bearer token. */
export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The provider's order for one of ours: what its checkout opens with. */
    createPayment: build.mutation<CreatePaymentResponse, CreatePaymentBody>({
      query: (body) => ({ url: paymentPaths.createOrder, method: 'POST', body }),
      responseSchema: createPaymentResponseSchema,
    }),
    /**
     * The checkout's signed answer; a verified payment refreshes as an order does (spec §4), which
     * `usePlaceOrder` does once the drawer has let go of the chosen coupon.
     */
    verifyPayment: build.mutation<VerifyPaymentResponse, VerifyPaymentBody>({
      query: (body) => ({ url: paymentPaths.verify, method: 'POST', body }),
      responseSchema: verifyPaymentResponseSchema,
    }),
  }),
});

export const { useCreatePaymentMutation, useVerifyPaymentMutation } = paymentApi;
