import { http, HttpResponse } from 'msw';
import {
  cart,
  infoPage,
  categories,
  product,
  profile,
  sellerDisclosures,
  seoSetting,
  siteSettings,
} from './data.ts';

const api = (path: string) => `*/api${path}`;

/** Default answers for every call the shell makes; tests override with `server.use`. */
export const handlers = [
  http.get(api('/setting/global/all'), () => HttpResponse.json({ data: siteSettings })),
  http.get(api('/setting/seller'), () => HttpResponse.json({ data: sellerDisclosures })),
  http.get(api('/setting/store-customization/seo_setting'), () =>
    HttpResponse.json({ name: 'seo_setting', data: seoSetting }),
  ),
  http.get(api('/setting/store-customization/socialMedia'), () =>
    HttpResponse.json({
      name: 'socialMedia',
      data: [{ icon: 'instagram', link: 'https://instagram.com/aurelle' }],
    }),
  ),
  http.get(api('/setting/store-customization/:name'), ({ params }) =>
    HttpResponse.json(
      { message: `Content block ${String(params.name)} not found` },
      { status: 404 },
    ),
  ),
  http.get(api('/pages/:slug'), ({ params, request }) =>
    HttpResponse.json(
      infoPage(
        String(params.slug),
        request.headers.get('accept-language')?.startsWith('fr') ? 'fr' : 'en',
      ),
    ),
  ),
  http.get(api('/faqs'), () =>
    HttpResponse.json({
      data: [
        {
          question: 'How long will my order take to arrive?',
          answer: 'Pieces in stock ship within two working days.',
        },
        { question: 'Is shipping free?', answer: 'Yes, always.' },
      ],
    }),
  ),
  http.get(api('/category/show'), () => HttpResponse.json({ categories })),
  http.post(api('/:brand/products'), () =>
    HttpResponse.json({
      products: [product('1'), product('2')],
      total: 2,
      page: 1,
      limit: 10,
      totalPages: 1,
    }),
  ),
  http.get(api('/:brand/infocus/:block'), ({ params }) =>
    HttpResponse.json({
      name: `infocus_${String(params.block)}`,
      title: 'In focus',
      subtitle: '',
      products: [product('3')],
    }),
  ),
  http.get(api('/activity/recently-viewed/:sessionId'), () => HttpResponse.json({ products: [] })),
  http.post(api('/activity/recently-viewed/add'), () => HttpResponse.json({ products: [] })),
  http.get(api('/:brand/products/:id/related'), () =>
    HttpResponse.json({ products: [], source: 'nearest' }),
  ),
  http.get(api('/:brand/getFilters'), () => HttpResponse.json({ attribute_filters: [] })),
  http.get(api('/:brand/products/search/:name'), () => HttpResponse.json({ products: [] })),
  http.get(api('/customer/profile'), () => HttpResponse.json(profile)),
  http.get(api('/customer/cart'), () => HttpResponse.json(cart())),
  http.get(api('/customer/wishlist'), () => HttpResponse.json({ wishlist: [] })),
];
