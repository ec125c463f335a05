/** Its own module so tests can observe the reload that follows a profile save. */
export function reloadPage(): void {
  window.location.reload();
}
