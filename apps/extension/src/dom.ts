/** A small element builder: the popup is a few forms, not worth a framework. */
type Attributes = Record<string, string | boolean | number | undefined | ((event: Event) => void)>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string | null | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.replace(/^on/, '').toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else element.setAttribute(name, String(value));
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) element.append(child);
  return element;
}

/** A labelled input whose value is read back by name. */
export function field(label: string, name: string, value: string | number | null, extra: Attributes = {}) {
  return h('label', {}, label, h('input', { name, value: value === null ? '' : String(value), ...extra }));
}

export const valueOf = (form: HTMLFormElement, name: string) =>
  (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? '';

/** Marks the field a 400 or the schema named, and says why beside the button. */
export function showFieldError(form: HTMLFormElement, status: HTMLElement, fieldName: string | null, message: string) {
  for (const input of form.querySelectorAll('input')) input.removeAttribute('aria-invalid');
  const input = fieldName ? (form.elements.namedItem(fieldName) as HTMLInputElement | null) : null;
  input?.setAttribute('aria-invalid', 'true');
  input?.focus();
  status.className = 'error';
  status.textContent = message;
}

export function showStatus(status: HTMLElement, text: string, kind: 'ok' | 'error' | 'muted' = 'ok') {
  status.className = kind;
  status.textContent = text;
}
