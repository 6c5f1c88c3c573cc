/** What the rule needs of the DOM: whether the toggle contains the clicked node. */
type Toggle = { contains(node: Node | null): boolean };

/**
 * Spec §2: the templates dropdown closes on any click outside its toggle, its own links included
 * (a click on the toggle itself toggles it instead).
 */
export function closesOnClick(target: Node | null, toggle: Toggle | null): boolean {
  return !(target && toggle?.contains(target));
}
