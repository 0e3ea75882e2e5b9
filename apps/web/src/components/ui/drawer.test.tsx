import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nContext } from '../../lib/use-translation.ts';
import { createTestI18n } from '../../testing/i18n.ts';
import { Drawer } from './drawer.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <I18nContext value={createTestI18n()}>
      <button onClick={() => setOpen(true)}>Open cart</button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Your cart">
        <a href="/shop">First link</a>
        <button>Last button</button>
      </Drawer>
    </I18nContext>
  );
}

describe('Drawer (spec §2 Shell)', () => {
  it('is a labelled modal dialog with a labelled close button, focused on open', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the drawer', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open cart' }));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'First link' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last button' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last button' })).toHaveFocus();
  });

  it('locks body scrolling while open and closes on Escape, returning focus', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open cart' });
    await userEvent.click(opener);
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes from its close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
