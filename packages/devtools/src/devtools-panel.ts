import type { MuseumControls } from '@museum-api/mock';
import { clockSection } from './clock-section.ts';
import { deliveriesSection } from './deliveries-section.ts';
import { h } from './dom.ts';
import { exportSection } from './export-section.ts';
import { faultSection } from './fault-section.ts';
import { journalSection } from './journal-section.ts';
import { panelContext } from './panel-context.ts';
import { scenarioSection } from './scenario-section.ts';

/** What the panel's body needs from whoever mounts it. */
export interface PanelHooks {
  /** After a control changed the mock (scenario, reset, fault, clock): the app may refetch. */
  changed(): void;
  /** Most journal rows kept on screen. */
  maxRows: number;
}

/** The panel's body and the function that stops its live journal. */
export interface PanelBody {
  sections: HTMLElement[];
  message: HTMLElement;
  stop(): void;
}

/** The panel's sections over one {@link MuseumControls}: an in-page mock or a server's session alike. */
export function createPanelBody(museum: MuseumControls, hooks: PanelHooks): PanelBody {
  const message = h('p', { class: 'message', 'aria-live': 'polite' });
  const context = panelContext(museum, message, hooks.changed);
  const faults = faultSection(context);
  const clock = clockSection(context);
  // A reset or another scenario removes every fault and moves the clock back.
  const scenario = scenarioSection(context, () => {
    faults.clear();
    void clock.refresh();
  });
  const journal = journalSection(context, hooks.maxRows);
  const deliveries = deliveriesSection(context);
  void scenario.load();
  void clock.refresh();
  return {
    sections: [
      scenario.section,
      faults.section,
      clock.section,
      exportSection(context),
      journal.section,
      deliveries.section,
    ],
    message,
    stop: () => {
      journal.stop();
      deliveries.stop();
    },
  };
}
