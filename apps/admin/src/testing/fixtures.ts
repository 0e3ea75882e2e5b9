import {
  ROLE_PERMISSIONS,
  type AdminSession,
  type StaffMember,
  type StaffRole,
} from '@aurelle/contract';

export function staffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: '0b7f3c2e-2f1a-4c1e-9a51-6d2f5b8c9e01',
    email: 'meera@aurelle.example',
    name: 'Meera Iyer',
    role: 'owner',
    active: true,
    firstOwner: false,
    twoFactor: true,
    lastSignInAt: '2026-11-27T09:30:00.000Z',
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in session for a role, with that role's permissions as the server sends them. */
export function sessionFor(role: StaffRole, overrides: Partial<AdminSession> = {}): AdminSession {
  return {
    stage: 'ready',
    staff: staffMember({ role }),
    permissions: [...ROLE_PERMISSIONS[role]],
    demo: false,
    brandName: 'Aurelle',
    ...overrides,
  };
}
