import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/auth/session';
import { takeSelection } from './pending-selection';

/**
 * Finishes a Select made while signed out, as soon as the user is signed in (by Log in, Sign up
 * or Google, wherever they land): the course goes into the cart as if they had been signed in.
 */
export function usePendingSelection() {
  const { user, token } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const email = user?.email;
  useEffect(() => {
    if (!email || !token) return;
    const courseId = takeSelection();
    if (!courseId) return;
    // Loaded only when there is a selection to finish: every other page view is spared it.
    void import('./add-to-cart').then(({ addToCart }) =>
      addToCart({ classI: courseId, email }, { navigate, queryClient }),
    );
  }, [email, token, navigate, queryClient]);
}
