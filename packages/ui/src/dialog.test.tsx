import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { useCloseDialog } from './modal.ts';

function Cancel() {
  const close = useCloseDialog();
  return (
    <button type="button" onClick={close}>
      Cancel
    </button>
  );
}

function Page({ closeOnOutsidePress = false }: { closeOnOutsidePress?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <p>Behind the dialog</p>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete the ring?"
        description="It goes for good."
        trigger={<button type="button">Delete</button>}
        closeLabel="Close"
        closeOnOutsidePress={closeOnOutsidePress}
        look={{ overlay: 'look-overlay' }}
      >
        <Cancel />
        <button type="button">Delete for good</button>
      </Dialog>
    </main>
  );
}

const opened = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  return screen.getByRole('dialog', { name: 'Delete the ring?' });
};

describe('Dialog', () => {
  it('opens from its trigger, says what it is about and takes the focus to its first control', async () => {
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Delete' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const dialog = await opened();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('It goes for good.');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    render(<Page />);
    await opened();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('closes from its close button and from a Cancel inside it', async () => {
    render(<Page />);
    await userEvent.click(within(await opened()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(await opened()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('keeps Tab inside while open', async () => {
    render(<Page />);
    const dialog = await opened();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete for good' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Delete for good' })).toHaveFocus();
  });

  it('hides the page behind it from screen readers and stops it scrolling, until it closes', async () => {
    render(<Page />);
    await opened();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a press outside it only when asked to', async () => {
    const { unmount } = render(<Page />);
    await opened();
    await userEvent.click(document.querySelector('.look-overlay') as Element);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();

    render(<Page closeOnOutsidePress />);
    await opened();
    await userEvent.click(document.querySelector('.look-overlay') as Element);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves Escape to a dialog opened over it', async () => {
    const outer = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog open onOpenChange={outer} title="Order">
          <Dialog
            open={inner}
            onOpenChange={setInner}
            title="Cancel the order?"
            trigger={<button type="button">Cancel the order</button>}
          >
            <button type="button">Yes</button>
          </Dialog>
        </Dialog>
      );
    }
    render(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(screen.getByRole('dialog', { name: 'Cancel the order?' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Order' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Cancel the order?' })).not.toBeInTheDocument();
    expect(outer).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Order' })).toBeInTheDocument();
  });
});
