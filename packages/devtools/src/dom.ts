type Attributes = Record<string, string | number | boolean | undefined | ((event: Event) => void)>;
type Child = Node | string | false | undefined;

/**
 * Makes an element: `on…` attributes are listeners, `true`/`false` toggle a boolean attribute,
 * `value` is set as the property (a select's value only holds once its options exist).
 */
export function h<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag);
  for (const child of children) if (child !== false && child !== undefined) element.append(child);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (name === 'value') (element as HTMLInputElement).value = String(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  return element;
}

/** A `type="button"` button that runs `onclick`. */
export function button(content: Child | Child[], onclick: () => void, attributes: Attributes = {}) {
  return h('button', { type: 'button', ...attributes, onclick }, ...[content].flat());
}

/** A section of the panel headed `title`, which labels it (`mmd-${id}`). */
export function panelSection(id: string, title: string, ...children: Child[]): HTMLElement {
  return h('section', { 'aria-labelledby': `mmd-${id}` }, h('h3', { id: `mmd-${id}` }, title), ...children);
}
