/**
 * Browser stand-in for gatsby-plugin-manifest's get-manifest-pathname (see
 * src/build/bundle.ts): with one, unlocalised manifest it always answers this.
 */
export default function getManifestForPathname(): string {
  return "manifest.webmanifest"
}
