/** The coupon calls' paths, apart from the endpoint table (the web needs no more). */
export const couponPaths = {
  list: '/coupon/',
  details: '/:brand/getCouponDetailsFromCode',
} as const;
