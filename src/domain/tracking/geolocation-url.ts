/** The geolocation service's address for one client address: the admin's template with {ip} filled in. */
export function buildGeolocationUrl(template: string, address: string): string {
  return template.replaceAll('{ip}', encodeURIComponent(address));
}
