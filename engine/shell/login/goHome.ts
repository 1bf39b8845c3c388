/** Back to the login page: the spec's Go Back and Cancel reload the site root in full. */
export function goHome(): void {
  window.location.assign('/');
}
