/** What the Tab key may stop on. */
const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';

/** The controls in `root` that the Tab key stops on now, in the page's order. */
export const tabStops = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (control) =>
      control.tabIndex >= 0 &&
      !control.matches(':disabled') &&
      (control.checkVisibility?.() ?? true),
  );

/** Whether `control` comes after `other` in the page. */
export const follows = (control: Node, other: Node) =>
  !!(other.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING);
