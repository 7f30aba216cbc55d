/** Sends the browser to a page outside the app (a full load): a provider's logout page, a payment page. */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
