import { toast } from './toast';

/** Puts a link on the clipboard and says so; the post's Share and the certificate's Copy link. */
export async function copyLink(link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    toast.success('Link copied');
  } catch {
    // Clipboard access can be refused (permissions, insecure context): hand the link over instead.
    toast.info('Copy this link', { description: link });
  }
}
