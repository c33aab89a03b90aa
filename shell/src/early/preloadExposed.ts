/** The little of an mf-manifest.json this reads. */
type Manifest = {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{
    name?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }>;
};

/**
 * Adds `<link rel="preload">` for a remote's entry and what one exposed module runs first (its
 * synchronous scripts and styles), as the federation runtime's own preload would name them (no
 * crossorigin attribute), so the runtime's later requests are served from these downloads.
 */
export function preloadExposedModule(manifest: Manifest, manifestUrl: URL, expose: string): void {
  const exposed = manifest.exposes?.find((e) => e.name === expose);
  const meta = manifest.metaData;
  if (!exposed || !meta?.remoteEntry?.name) return;
  const base =
    meta.publicPath && meta.publicPath !== 'auto' ? new URL(meta.publicPath, manifestUrl) : manifestUrl;
  const entryPath = meta.remoteEntry.path ? `${meta.remoteEntry.path.replace(/\/?$/, '/')}` : '';
  const files: Array<[string, 'script' | 'style']> = [
    [`${entryPath}${meta.remoteEntry.name}`, 'script'],
    ...(exposed.assets?.js?.sync ?? []).map((file): [string, 'script'] => [file, 'script']),
    ...(exposed.assets?.css?.sync ?? []).map((file): [string, 'style'] => [file, 'style']),
  ];
  for (const [file, as] of files) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = new URL(file, base).href;
    document.head.appendChild(link);
  }
}
