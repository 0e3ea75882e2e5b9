import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerSellerDisclosures } from '../../../testing/mocks/seller.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { FooterSeller } from './footer-seller.tsx';

describe("the footer's seller disclosures", () => {
  it('say who sells, the GSTIN, customer care and the grievance officer', async () => {
    renderWithProviders(<FooterSeller />);
    const block = await screen.findByRole('region', { name: 'Seller' });
    expect(block).toHaveTextContent(
      'Sold by Aurelle Demo Jewels Private Limited, 12 Lavelle Road, Bengaluru 560001, Karnataka' +
        'GSTIN 29AAGCA1234F1Z0' +
        'Customer care +91 80 4000 1234, care@aurelle.example' +
        'Grievance officer: Kavya Menon, Grievance Officer, +91 80 4000 1299, grievance@aurelle.example',
    );
    expect(screen.getByRole('link', { name: '+91 80 4000 1299' })).toHaveAttribute(
      'href',
      'tel:+918040001299',
    );
    expect(screen.getByRole('link', { name: 'grievance@aurelle.example' })).toHaveAttribute(
      'href',
      'mailto:grievance@aurelle.example',
    );
  });

  it('read in French', async () => {
    renderWithProviders(<FooterSeller />, { language: 'fr' });
    const block = await screen.findByRole('region', { name: 'Vendeur' });
    expect(block).toHaveTextContent(
      'Vendu par Aurelle Demo Jewels Private Limited, 12 Lavelle Road, Bengaluru 560001, Karnataka',
    );
    expect(block).toHaveTextContent('Service client +91 80 4000 1234, care@aurelle.example');
    expect(block).toHaveTextContent(
      'Responsable des réclamations : Kavya Menon, Grievance Officer',
    );
  });

  it('show nothing while the shop has no details', async () => {
    const requests = answerSellerDisclosures(null);
    const { container } = renderWithProviders(<FooterSeller />);
    await waitFor(() => expect(requests.count).toBeGreaterThan(0));
    expect(screen.queryByRole('region')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
