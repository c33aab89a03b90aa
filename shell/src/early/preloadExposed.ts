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
 * Also the module's messages in the interface's language when they are a chunk of their own named
 * `<exposed module>.<locale>` (the exam's Hindi catalog: mf-student's examCatalog.ts), which the
 * module would otherwise ask for only once it has arrived and run. Measured with
 * bench/exam-route.ts --lang hi (see docs/architecture.md, "Interface language").
 */
export function preloadExposedModule(
  manifest: Manifest,
  manifestUrl: URL,
  expose: string,
  locale: string,
): void {
  const exposed = manifest.exposes?.find((e) => e.name === expose);
  const meta = manifest.metaData;
  if (!exposed || !meta?.remoteEntry?.name) return;
  const base =
    meta.publicPath && meta.publicPath !== 'auto' ? new URL(meta.publicPath, manifestUrl) : manifestUrl;
  const entryPath = meta.remoteEntry.path ? meta.remoteEntry.path.replace(/\/?$/, '/') : '';
  const { js, css } = exposed.assets ?? {};
  for (const file of [
    `${entryPath}${meta.remoteEntry.name}`,
    ...(js?.sync ?? []),
    ...(js?.async ?? []).filter((file) => file.includes(`/${expose}.${locale}.`)),
    ...(css?.sync ?? []),
  ]) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = file.endsWith('.css') ? 'style' : 'script';
    link.href = new URL(file, base).href;
    document.head.appendChild(link);
  }
}
