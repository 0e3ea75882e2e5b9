import { catalogCsvMessages, catalogMessages, type ProductImportReport } from '@aurelle/contract';
import { render, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';
import { ExportCsvButton } from './export-csv-button.tsx';

const IMPORT_ID = '3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const report = (overrides: Partial<ProductImportReport> = {}): ProductImportReport => ({
  importId: IMPORT_ID,
  status: 'ready',
  rows: 3,
  create: 1,
  update: 1,
  unchanged: 1,
  errors: [],
  errorsLeftOut: 0,
  ...overrides,
});

const csvFile = () =>
  new File(['sku,status\nRNG-1,active\n'], 'products.csv', { type: 'text/csv' });

describe('importing products from a CSV', () => {
  it('shows every error by row and column, and keeps the confirm disabled', async () => {
    let uploaded: { type: string | null; text: string } | undefined;
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('importProducts', async ({ request }) => {
        uploaded = { type: request.headers.get('content-type'), text: await request.text() };
        return HttpResponse.json(
          report({
            status: 'invalid',
            create: 0,
            errors: [
              { row: 2, column: 'price', message: catalogMessages.priceInvalid },
              { row: 4, column: 'category', message: catalogMessages.categoryNotFound },
            ],
          }),
        );
      }),
    );
    const { user } = renderApp('/products/import');
    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    const table = await screen.findByRole('region', { name: 'Errors by row and column' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['2', 'price', catalogMessages.priceInvalid],
      ['4', 'category', catalogMessages.categoryNotFound],
    ]);
    expect(uploaded).toEqual({ type: 'text/csv', text: 'sku,status\nRNG-1,active\n' });
    expect(screen.getByRole('button', { name: 'Confirm the import' })).toBeDisabled();
  });

  it("says how variants are written, and shows a variant's row errors in their words", async () => {
    const errors = [
      {
        row: 3,
        column: 'variant',
        message: catalogCsvMessages.variantValueUnknown('ring-size', '16', '10, 12, 14'),
      },
      { row: 4, column: 'variant_sku', message: catalogCsvMessages.variantSkuTaken },
    ];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('importProducts', () => HttpResponse.json(report({ status: 'invalid', errors }))),
    );
    const { user } = renderApp('/products/import');
    expect(await screen.findByText(/then a row per variant with the same SKU/)).toBeInTheDocument();
    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const table = await screen.findByRole('region', { name: 'Errors by row and column' });
    expect(within(table).getByRole('row', { name: /3 variant/ })).toHaveTextContent(
      'The option ring-size has no value "16": write one of 10, 12, 14',
    );
    expect(within(table).getByRole('row', { name: /4 variant_sku/ })).toHaveTextContent(
      'Another product or variant already has this SKU',
    );
  });

  it('shows the counts, confirms, and says what was imported once the job has applied it', async () => {
    let asked = 0;
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('importProducts', () => HttpResponse.json(report())),
      answer('confirmProductImport', ({ params }) =>
        params.id === IMPORT_ID
          ? HttpResponse.json(report({ status: 'applying' }))
          : HttpResponse.json({ message: 'No such import' }, { status: 404 }),
      ),
      // Applying on the first ask, applied on the second.
      answer('getProductImport', () =>
        HttpResponse.json(report({ status: asked++ === 0 ? 'applying' : 'applied' })),
      ),
    );
    const { user } = renderApp('/products/import');
    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm the import' });
    expect(screen.getByText('To update').nextSibling?.textContent).toBe('1');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByRole('button', { name: 'Importing…' })).toBeInTheDocument();
    expect(
      await screen.findByText('Imported: 1 created, 1 updated.', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('shows why an import failed, by row and column, when the catalogue moved meanwhile', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('importProducts', () => HttpResponse.json(report())),
      answer('confirmProductImport', () => HttpResponse.json(report({ status: 'applying' }))),
      answer('getProductImport', () =>
        HttpResponse.json(
          report({
            status: 'failed',
            errors: [{ row: 3, column: 'sku', message: catalogMessages.skuTaken }],
          }),
        ),
      ),
    );
    const { user } = renderApp('/products/import');
    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm the import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Nothing was imported/);
    const table = screen.getByRole('region', { name: 'Errors by row and column' });
    expect(within(table).getByRole('row', { name: /3 sku/ })).toHaveTextContent(
      catalogMessages.skuTaken,
    );
    expect(screen.queryByRole('button', { name: 'Confirm the import' })).not.toBeInTheDocument();
  });

  it('is not open to a role that cannot change the catalogue', async () => {
    server.use(answer('session', () => HttpResponse.json(sessionFor('fulfilment'))));
    renderApp('/products/import');
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
  });
});

describe('ExportCsvButton', () => {
  it('links to the export with the list filters', () => {
    render(
      <MemoryRouter>
        <ExportCsvButton filters={{ status: 'active', q: 'ring', sort: 'price' }} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute(
      'href',
      '/api/admin/products/export?status=active&q=ring&sort=price',
    );
    expect(link).toHaveAttribute('download');
  });
});
