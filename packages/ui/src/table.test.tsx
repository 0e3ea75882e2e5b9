import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableRegion } from './table.tsx';

const rows = (
  <>
    <thead>
      <tr>
        <th scope="col">Size</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>10</td>
      </tr>
    </tbody>
  </>
);

describe('TableRegion', () => {
  it('is a named region the keyboard can reach, around its table', () => {
    render(<TableRegion name={{ label: 'Orders' }}>{rows}</TableRegion>);
    const region = screen.getByRole('region', { name: 'Orders' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('columnheader', { name: 'Size' })).toBeInTheDocument();
  });

  it('takes its name from a heading, and says when its rows are being asked for again', () => {
    render(
      <>
        <h2 id="rings">Rings</h2>
        <TableRegion name={{ labelledBy: 'rings' }} busy>
          {rows}
        </TableRegion>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Rings' })).toHaveAttribute('aria-busy', 'true');
  });
});
