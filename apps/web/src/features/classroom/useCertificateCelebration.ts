import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';

export const certificatePath = (certificateId: string) =>
  `/certificates/${encodeURIComponent(certificateId)}`;

/**
 * Notices the moment the course gets finished: the progress's certificate goes from none to one
 * while the student is here (a course already finished when opened is no news). Answers the new
 * certificate's id, for the inline card, and raises a toast with a way to it.
 */
export function useCertificateCelebration(certificateId: string | null | undefined) {
  const navigate = useNavigate();
  const [previous, setPrevious] = useState(certificateId);
  const [earned, setEarned] = useState<string | null>(null);
  if (certificateId !== previous) {
    setPrevious(certificateId);
    if (previous === null && certificateId) setEarned(certificateId);
  }

  useEffect(() => {
    if (!earned) return;
    toast.success('Course complete! Your certificate is ready.', {
      action: { label: 'View', onClick: () => void navigate(certificatePath(earned)) },
    });
  }, [earned, navigate]);

  return { earned, dismiss: () => setEarned(null) };
}
