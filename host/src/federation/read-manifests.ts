// A remote's manifest as the registry just read it (to learn its version and fail fast), handed
// to the federation runtime when it asks for the same manifest a moment later: one request per
// remote instead of two. Kept apart from the registry so the runtime plugin stays tiny.
const manifests = new Map<string, string>();

export function keepManifest(url: string, text: string): void {
  manifests.set(url, text);
}

/** The kept manifest of `url`, once (a later load, e.g. a retry, reads the network again). */
export function takeManifest(url: string): string | undefined {
  const text = manifests.get(url);
  manifests.delete(url);
  return text;
}
