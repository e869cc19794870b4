import { type MuseumOperation, museumOperations } from '@museum-api/core/http';
import type { MockFault } from '@museum-api/mock';
import { button, h, panelSection } from './dom.ts';
import type { PanelContext } from './panel-context.ts';

const operations = Object.keys(museumOperations) as MuseumOperation[];

/** The panel's fault form and the faults it injected, each removable; `clear` empties the list (a reset). */
export function faultSection({ museum, act }: PanelContext): { section: HTMLElement; clear(): void } {
  const operation = h(
    'select',
    { 'aria-label': 'Operation' },
    h('option', { value: '*' }, 'every operation'),
    ...operations.map((name) => h('option', { value: name }, name)),
  );
  const kind = h(
    'select',
    { 'aria-label': 'Fault', onchange: () => showFaultFields() },
    h('option', { value: 'status' }, 'error status'),
    h('option', { value: 'network' }, 'network error'),
    h('option', { value: 'delay' }, 'delay'),
  );
  const status = h('input', { type: 'number', min: 400, max: 599, value: 503, 'aria-label': 'Status' });
  const retryAfter = h('input', {
    type: 'number',
    min: 0,
    placeholder: 'none',
    'aria-label': 'Retry-After seconds',
  });
  const delay = h('input', { type: 'number', min: 1, value: 2000, 'aria-label': 'Delay in milliseconds' });
  const times = h(
    'select',
    { 'aria-label': 'How often' },
    h('option', { value: 'always' }, 'until removed'),
    h('option', { value: '1' }, 'once'),
  );
  const statusFields = h('label', {}, 'Status ', status);
  const retryFields = h('label', {}, 'Retry-After ', retryAfter);
  const delayFields = h('label', {}, 'Delay ms ', delay);
  const showFaultFields = () => {
    statusFields.hidden = retryFields.hidden = kind.value !== 'status';
    delayFields.hidden = kind.value !== 'delay';
  };
  showFaultFields();
  const faultList = h('ul', { class: 'faults', 'aria-label': 'Injected faults' });
  const faultOf = (): MockFault => {
    if (kind.value === 'network') return { networkError: true };
    if (kind.value === 'delay') return { delay: Number(delay.value) };
    return {
      status: Number(status.value),
      ...(retryAfter.value === '' ? {} : { retryAfter: Number(retryAfter.value) }),
    };
  };
  const inject = async () => {
    const fault = faultOf();
    const target = operation.value as MuseumOperation | '*';
    let handle: { id: string; remove(): Promise<void> } | undefined;
    const ok = await act(`Fault injected on ${target}`, async () => {
      handle = await museum.fault(target, fault, { times: times.value === 'always' ? 'always' : 1 });
    });
    if (!ok || handle === undefined) return;
    const injected = handle;
    const what =
      'status' in fault
        ? `${fault.status}${fault.retryAfter === undefined ? '' : ` · Retry-After ${fault.retryAfter}s`}`
        : 'delay' in fault
          ? `delay ${fault.delay} ms`
          : 'network error';
    const label = `${target}: ${what}${times.value === 'always' ? '' : ' (once)'}`;
    const item: HTMLLIElement = h(
      'li',
      {},
      h('span', {}, label),
      button(
        'Remove',
        () =>
          void act(`Fault removed from ${target}`, () => injected.remove()).then((removed) => {
            if (removed) item.remove();
          }),
        { 'aria-label': `Remove fault ${label}` },
      ),
    );
    faultList.append(item);
  };
  const section = panelSection(
    'faults',
    'Faults',
    h('div', { class: 'row' }, operation, kind, times),
    h('div', { class: 'row' }, statusFields, retryFields, delayFields),
    h(
      'div',
      { class: 'row' },
      button('Inject fault', () => void inject()),
      button(
        'Remove all faults',
        () =>
          void act('Every fault removed', () => museum.clearFaults()).then(() => faultList.replaceChildren()),
      ),
    ),
    faultList,
  );

  return { section, clear: () => faultList.replaceChildren() };
}
