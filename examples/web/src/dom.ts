type Child = Node | string | false | null | undefined;
type Attributes = Record<string, string | number | boolean | EventListener | undefined>;

/**
 * Creates an element with attributes, `on*` listeners and children. Text goes in as text nodes,
 * never as HTML, so event names and descriptions from the API cannot inject markup.
 *
 * @example
 * ```ts
 * h('button', { type: 'button', onclick: () => alert('hi') }, 'Say hi');
 * ```
 */
export function h<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  element.append(...children.filter((child): child is Node | string => Boolean(child)));
  return element;
}
