import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onAuthFailure } from '../api';

/** Spec §6: on a 401 or 403 the user is logged out (by the session) and sent to /login. */
export function useAuthFailureRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () => onAuthFailure(() => navigate('/login', { replace: true, state: { from: location } })),
    [navigate, location],
  );
}
