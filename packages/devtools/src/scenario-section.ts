import { button, h, panelSection } from './dom.ts';
import type { PanelContext } from './panel-context.ts';

/** The panel's scenario picker and reset button; `load` fills the picker; both call `afterReset`. */
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
  const reset = button(
    'Reset',
    () => void act('Reset to the scenario’s start', () => museum.reset()).then(afterReset),
  );
  const section = panelSection(
    'scenario',
    'Scenario',
    h('div', { class: 'row' }, h('label', {}, 'Scenario ', scenario), reset),
  );

  return { section, load: loadScenarios };
}
