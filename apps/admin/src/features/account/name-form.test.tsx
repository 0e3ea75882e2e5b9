import { screen } from '@testing-library/react';
import { adminMessages } from '@aurelle/contract';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, staffMember } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, answerKeepingBodies, server } from '../../testing/server.ts';

describe('one’s own name', () => {
  it('is changed on the account screen and saved', async () => {
    const sent: unknown[] = [];
    server.use(
      answer('session', () =>
        HttpResponse.json(sessionFor('owner', { staff: staffMember({ name: 'Owner' }) })),
      ),
      answerKeepingBodies('changeAccountName', sent, () =>
        HttpResponse.json(staffMember({ name: 'Asha Menon' })),
      ),
    );
    const { user } = renderApp('/account');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Owner');
    expect(name).toHaveAccessibleDescription(/invites you/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(adminMessages.nameRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(name, 'Asha Menon');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Name saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Asha Menon' }]);
  });
});
