import { create } from 'zustand';
import { ApiError } from '../api/api-error';
import { endpoints } from '../api/endpoints';
import { queryClient } from '../api/query-client';
import type { Me } from '../api/types';

type SessionState = {
  status: 'loading' | 'signedOut' | 'signedIn';
  me: Me | null;
  refresh: () => Promise<void>;
  clear: () => void;
};

/** Who is signed in and their workspaces (GET /api/me). */
export const useSession = create<SessionState>()((set, get) => ({
  status: 'loading',
  me: null,
  refresh: async () => {
    try {
      set({ status: 'signedIn', me: await endpoints.me() });
    } catch (error) {
      if (error instanceof ApiError && error.unauthenticated) set({ status: 'signedOut', me: null });
      else throw error;
    }
  },
  // Signed out of a session: nothing of the account stays in the cache for whoever signs in next. (Any 401
  // lands here; one on a public page, such as an approval link's, must not drop that page's own reads.)
  clear: () => {
    if (get().status === 'signedIn') queryClient.clear();
    set({ status: 'signedOut', me: null });
  },
}));
