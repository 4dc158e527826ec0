import { describe, expect, it } from 'vitest';
import { readStoredUser, useAuthStore, USER_STORAGE_KEY } from './auth-store';

describe('the stored user', () => {
  it('is null when nothing is stored', () => {
    expect(readStoredUser()).toBeNull();
  });

  it('is null when the stored value is not valid JSON', () => {
    window.localStorage.setItem(USER_STORAGE_KEY, '{not json');
    expect(readStoredUser()).toBeNull();
  });

  it('is null when the stored JSON is not a user', () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ name: 'nobody' }));
    expect(readStoredUser()).toBeNull();
  });

  it('is the stored user, extra fields kept', () => {
    const user = { _id: 'u1', username: 'ada', email: 'ada@example.com', role: 'admin', bio: 'hi' };
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    expect(readStoredUser()).toEqual(user);
  });

  it('is written by setUser and removed by clearUser', () => {
    useAuthStore.getState().setUser({ _id: 'u1', role: 'user' });
    expect(readStoredUser()).toEqual({ _id: 'u1', role: 'user' });
    useAuthStore.getState().clearUser();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });
});
