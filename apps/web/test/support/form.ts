/** The message a form shows under `control`: the text of the `…-error` it is described by. */
export function errorOf(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.id.endsWith('-error'))
    .map((element) => element!.textContent)
    .join(' ');
}
