import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { infoPage } from '../../../testing/mocks/data.ts';
import { server } from '../../../testing/mocks/server.ts';
import { answerSellerDisclosures } from '../../../testing/mocks/seller.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PoliciesRoute } from './policies.tsx';

describe('the policies page', () => {
  it('ends with the seller and grievance officer, listed in its contents', async () => {
    renderWithProviders(<PoliciesRoute />, { path: '/policies' });
    const section = await screen.findByRole('region', { name: 'Seller and grievance officer' });
    expect(section).toHaveAttribute('id', 'seller-grievance-officer');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/policies#shipping-policy',
      '/policies#return-exchange-policy',
      '/policies#privacy-policy',
      '/policies#terms-condition',
      '/policies#seller-grievance-officer',
    ]);
    const term = (name: string) =>
      within(section).getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(term('Seller')).toHaveTextContent(
      'Aurelle Demo Jewels Private Limited12 Lavelle Road, Bengaluru 560001, Karnataka',
    );
    expect(term('GSTIN')).toHaveTextContent('29AAGCA1234F1Z0');
    expect(term('Customer care')).toHaveTextContent('+91 80 4000 1234, care@aurelle.example');
    expect(term('Grievance officer')).toHaveTextContent(
      'Kavya Menon, Grievance Officer+91 80 4000 1299, grievance@aurelle.example',
    );
    expect(
      within(section).getByRole('link', { name: 'grievance@aurelle.example' }),
    ).toHaveAttribute('href', 'mailto:grievance@aurelle.example');
  });

  it('reads in French', async () => {
    renderWithProviders(<PoliciesRoute />, { path: '/policies', language: 'fr' });
    const section = await screen.findByRole('region', {
      name: 'Vendeur et responsable des réclamations',
    });
    expect(within(section).getByText('Vendeur', { selector: 'dt' })).toBeInTheDocument();
    expect(within(section).getByText('Service client', { selector: 'dt' })).toBeInTheDocument();
    expect(
      within(section).getByText('Responsable des réclamations', { selector: 'dt' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Sommaire' })).getByRole('link', {
        name: 'Vendeur et responsable des réclamations',
      }),
    ).toHaveAttribute('href', '/policies#seller-grievance-officer');
  });

  it('keeps the four policies alone while the shop has no seller details', async () => {
    const requests = answerSellerDisclosures(null);
    renderWithProviders(<PoliciesRoute />, { path: '/policies' });
    await waitFor(() => expect(requests.count).toBeGreaterThan(0));
    expect(
      within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link'),
    ).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Seller and grievance officer' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Terms and conditions' })).toBeInTheDocument();
  });

  it('names each section in the contents as its stored heading does, a renamed one included', async () => {
    server.use(
      http.get('*/api/pages/policies', () =>
        HttpResponse.json({
          ...infoPage('policies', 'en'),
          body: infoPage('policies', 'en').body.replace(
            '>Privacy policy<',
            '>Your data &amp; privacy<',
          ),
        }),
      ),
    );
    renderWithProviders(<PoliciesRoute />, { path: '/policies' });
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      await within(contents).findByRole('link', { name: 'Your data & privacy' }),
    ).toHaveAttribute('href', '/policies#privacy-policy');
    expect(within(contents).getByRole('link', { name: 'Shipping policy' })).toHaveAttribute(
      'href',
      '/policies#shipping-policy',
    );
  });
});
