import { h } from './dom.ts';
import type { PanelContext } from './panel-context.ts';

/**
 * The panel's scenario picker and reset button; `load` fills the picker from the controls.
 * Switching or resetting calls `afterReset`, for the other sections to catch up.
 */
export function scenarioSection(
  { museum, act, say }: PanelContext,
  afterReset: () => void,
): { section: HTMLElement; load(): Promise<void> } {
  const scenario = h('select', {
    onchange: () => {
      void act(`Scenario: ${scenario.value}`, () => museum.useScenario(scenario.value)).then(afterReset);
    },
  });
  const loadScenarios = async () => {
    try {
      const { current, known } = await museum.scenarios();
      scenario.replaceChildren(
        ...known.map(({ name, description }) => h('option', { value: name, title: description }, name)),
      );
      scenario.value = current;
    } catch (error) {
      say(`Could not list scenarios: ${String(error)}`, true);
    }
  };
  const reset = h(
    'button',
    {
      type: 'button',
      onclick: () => void act('Reset to the scenario’s start', () => museum.reset()).then(afterReset),
    },
    'Reset',
  );
  const section = h(
    'section',
    { 'aria-labelledby': 'mmd-scenario' },
    h('h3', { id: 'mmd-scenario' }, 'Scenario'),
    h('div', { class: 'row' }, h('label', {}, 'Scenario ', scenario), reset),
  );

  return { section, load: loadScenarios };
}
