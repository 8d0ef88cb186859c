import type { Certificate } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';
import { useSession } from '../../lib/auth/session';

/** The signed-in user's list ends with their email, so another account never sees it cached. */
export const certificateKeys = {
  one: (id: string) => ['certificates', 'one', id] as const,
  mine: (email: string) => ['certificates', 'mine', email] as const,
};

/** GET /api/certificates/{id}: public, the page that verifies a certificate. */
export function useCertificate(id: string) {
  return useQuery({
    queryKey: certificateKeys.one(id),
    queryFn: ({ signal }) => apiGet<Certificate>(`/certificates/${encodeURIComponent(id)}`, signal),
  });
}

/** GET /api/certificates: the signed-in student's, once their token is in. */
export function useMyCertificates() {
  const { user, token } = useSession();
  const email = user?.email ?? '';
  return useQuery({
    queryKey: certificateKeys.mine(email),
    enabled: Boolean(email && token),
    queryFn: ({ signal }) => apiGet<Certificate[]>('/certificates', signal),
  });
}

/** The public address of a certificate, the one to share or print. */
export const certificateUrl = (origin: string, id: string) =>
  `${origin}/certificates/${encodeURIComponent(id)}`;
