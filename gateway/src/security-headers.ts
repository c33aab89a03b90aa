import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { isFilePath } from './file-path';

/**
 * Headers for API answers: nothing in them may run, be framed, be sniffed into another type
 * or be stored. A service may still say how its answer is cached (the admin question pages
 * revalidate with an ETag); everything else is `no-store`, so a shared computer keeps no
 * student's profile, attempts or results on disk.
 */
const apiHelmet = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  referrerPolicy: { policy: 'no-referrer' },
});

/**
 * Helmet runs per request: recording its headers once saved nothing measurable on Node 24
 * (gateway 0.30-0.39 ms per request either way, bench/gateway-cpu.ts --compare-gateway).
 */
export const apiSecurityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  apiHelmet(req, res, next);
};

/**
 * Headers for the shell, the remotes and media. A page (the shell's index.html, which every
 * route that is not a file falls back to): scripts only from this origin, the origins the remotes
 * are configured on, and the shell's own inline start script by its hash (no other inline
 * script), no framing, no sniffing. Styles allow inline `style` attributes, which React sets for
 * progress bars and colours.
 *
 * A file (a script, style sheet, manifest, image or font) gets only what applies to it: no
 * sniffing, and who may load it. A browser enforces a CSP, framing and referrer rules from the
 * document that loads the file (the frontends start no workers, the one place a script's own CSP
 * counts), so the page’s ~0.65 KB of them on each file was only bytes on a phone’s slow link:
 * three files on the exam route (bench/exam-route.ts: 150.7 → 148.8 KiB on the wire).
 */
export function frontendSecurityHeaders(
  remoteManifestUrls: readonly string[],
  inlineScripts: () => readonly string[] = () => [],
): RequestHandler {
  const remoteOrigins = [...new Set(remoteManifestUrls.flatMap(originOf))];
  // Remotes may be served to a shell on another origin.
  const resourcePolicy = remoteOrigins.length > 0 ? 'cross-origin' : 'same-origin';
  const pageHeaders = pageSecurityHeaders(remoteOrigins, inlineScripts, resourcePolicy);
  return (req, res, next) => {
    if (!isFilePath(req.path)) return pageHeaders(req, res, next);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', resourcePolicy);
    next();
  };
}

function pageSecurityHeaders(
  remoteOrigins: readonly string[],
  inlineScripts: () => readonly string[],
  resourcePolicy: 'cross-origin' | 'same-origin',
): RequestHandler {
  // Helmet writes the value as given; an empty string only leaves a harmless trailing space.
  const inlineScriptHashes = () => inlineScripts().join(' ');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins, inlineScriptHashes],
        connectSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: resourcePolicy },
  });
}

/** The origin of an absolute manifest URL; a path on this origin needs no entry. */
function originOf(url: string): string[] {
  try {
    return /^https?:\/\//i.test(url) ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}
