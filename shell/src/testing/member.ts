import { type SessionUser } from '@marquee/contracts';

/** A signed-in member, as the session keeps them, for the shell's tests. */
export const member: SessionUser = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'user',
  isGoogleUser: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
