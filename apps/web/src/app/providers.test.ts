import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { api } from '@/lib/api-client';
import { testUser } from '@/test/users';
import './providers';

describe('the app wiring', () => {
  it('signs the user out of this browser when the API answers 401', async () => {
    useAuthStore.getState().setUser(testUser);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Session expired' }, { status: 401 })),
    );
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().user).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
