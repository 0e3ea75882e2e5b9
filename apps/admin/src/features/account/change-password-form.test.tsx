import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, answerKeepingBodies, fieldRefusal, server } from '../../testing/server.ts';

describe('changing one’s password', () => {
  it("shows the server's reason under the new password when it is easy to guess", async () => {
    const feedback =
      'Repeated characters like "aaa" are easy to guess. Add more words that are less common. ' +
      'Avoid repeated words and characters.';
    const sent: unknown[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answerKeepingBodies('changePassword', sent, () => fieldRefusal('newPassword', feedback)),
    );
    const { user } = renderApp('/account');
    await user.type(await screen.findByLabelText('Current password'), 'quiet-lantern-river-42');
    const newPassword = screen.getByLabelText('New password');
    await user.type(newPassword, 'aaaaaaaaaaaa');
    await user.type(screen.getByLabelText('Type the new password again'), 'aaaaaaaaaaaa');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(feedback)).toBeInTheDocument();
    expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    expect(newPassword).toHaveAccessibleDescription(`At least 12 characters: done ${feedback}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Password changed. Your other sessions have ended.')).toBeNull();
    expect(sent).toEqual([
      { currentPassword: 'quiet-lantern-river-42', newPassword: 'aaaaaaaaaaaa' },
    ]);
  });
});
