/** An absolute URL on this site for a path such as `/tracker/jane-doe/` (siteUrl without a trailing slash). */
export function absoluteUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl}${pathname.startsWith("/") ? pathname : `/${pathname}`}`
}
