import { secureHeaders } from 'hono/secure-headers';

/**
 * A strict policy: scripts and styles only from our origin, so stored text can never run as script.
 * The only inline script allowed is index.html's theme bootstrap, pinned by its hash; inline style
 * attributes are allowed because React sets them (carousel transforms, progress widths).
 */
export const securityHeaders = (inlineScriptHashes: string[]) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptHashes],
      styleSrc: ["'self'"],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=15552000; includeSubDomains',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
