import { addPreload } from './addPreload';

/** The little of an mf-manifest.json this reads. */
type Manifest = {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{
    name?: string;
    assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[] } };
  }>;
};

/**
 * Adds `<link rel="preload">` for a remote's entry and what one exposed module runs first (its
 * synchronous scripts and styles), as the federation runtime's own preload would name them (no
 * crossorigin attribute), so the runtime's later requests are served from these downloads.
 * Also the module's messages in the interface's language, which the module would otherwise ask for
 * only once it has arrived and run: its own chunk named `<exposed module>.<locale>` when it has one
 * (the exam's: mf-student's examCatalog.ts; the results page's and a few more: pageCatalog), and the
 * remote's shared `messages.<locale>` (studentCatalog.ts) unless the module's own `standsAlone`
 * (the exam's: its list of later chunks names the shared catalog too, which it never needs first).
 * Measured with bench/exam-route.ts --lang hi and bench/lighthouse.ts (see docs/architecture.md,
 * "Interface language").
 */
export function preloadExposedModule(
  manifest: Manifest,
  manifestUrl: URL,
  expose: string,
  locale: string,
  standsAlone: boolean,
): void {
  const exposed = manifest.exposes?.find((e) => e.name === expose);
  const meta = manifest.metaData;
  if (!exposed || !meta?.remoteEntry?.name) return;
  const base =
    meta.publicPath && meta.publicPath !== 'auto' ? new URL(meta.publicPath, manifestUrl) : manifestUrl;
  const entryPath = meta.remoteEntry.path ? meta.remoteEntry.path.replace(/\/?$/, '/') : '';
  const { js, css } = exposed.assets ?? {};
  const later = js?.async ?? [];
  const named = (chunk: string) => later.filter((file) => file.includes(`/${chunk}.${locale}.`));
  const own = named(expose);
  for (const file of [
    `${entryPath}${meta.remoteEntry.name}`,
    ...(js?.sync ?? []),
    ...own,
    ...(standsAlone ? [] : named('messages')),
    ...(css?.sync ?? []),
  ]) {
    addPreload(new URL(file, base).href);
  }
}
