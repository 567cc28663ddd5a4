// A full load of the home page, so no remote keeps state from the session that just ended.
export function reloadHome(): void {
  window.location.assign('/');
}
