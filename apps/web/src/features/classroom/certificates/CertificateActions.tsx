import type { Certificate } from '@glossy/contract';
import { useState } from 'react';
import { copyLink } from '../../../lib/copy-link';
import { toast } from '../../../lib/toast';
import { Icon } from '../../../components/ui/icons';
import { certificateFileName } from './certificate-format';
import type { CertificateSheet } from './certificate-layout';
import { useSiteOrigin } from '../../../lib/site-origin';
import { certificateUrl } from '../../../entities/classroom/certificate-queries';

/** 'Download PNG' (drawn here, on a canvas) and 'Copy link' to the public page. */
export function CertificateActions({
  certificate,
  layout,
}: {
  certificate: Certificate;
  layout: CertificateSheet;
}) {
  const [drawing, setDrawing] = useState(false);
  const origin = useSiteOrigin();

  const download = async () => {
    setDrawing(true);
    try {
      // The drawing code loads on the first click: most visitors only read the page.
      const [{ certificatePng }, { downloadBlob }] = await Promise.all([
        import('./draw-certificate'),
        import('@glossy/canvas/png'),
      ]);
      downloadBlob(await certificatePng(layout), certificateFileName(certificate));
      toast.success('Certificate downloaded');
    } catch (error) {
      toast.error('The certificate could not be drawn', {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setDrawing(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => void download()}
        disabled={drawing}
        aria-busy={drawing}
      >
        {drawing ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <Icon name="down" />
        )}
        Download PNG
      </button>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => void copyLink(certificateUrl(origin, certificate._id))}
      >
        <Icon name="link" />
        Copy link
      </button>
    </div>
  );
}
