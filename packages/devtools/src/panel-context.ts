import type { MuseumControls } from '@museum-api/mock';

/**
 * What every section of the panel shares: the controls, the line that reports outcomes, and
 * `act`, which runs a control and reports it.
 */
export interface PanelContext {
  museum: MuseumControls;
  /** Shows a line of outcome; `error` marks a failure. */
  say(text: string, error?: boolean): void;
  /**
   * Runs a control, reporting its outcome; a refusal is shown, never thrown into the page.
   * Resolves to whether it succeeded; `changes` (default true) calls the panel's `changed`.
   */
  act(done: string, action: () => Promise<unknown>, changes?: boolean): Promise<boolean>;
}

/**
 * Makes the sections' shared context over one message line.
 */
export function panelContext(
  museum: MuseumControls,
  message: HTMLElement,
  changed: () => void,
): PanelContext {
  const say = (text: string, error = false) => {
    message.textContent = text;
    message.classList.toggle('error', error);
  };
  const act = async (done: string, action: () => Promise<unknown>, changes = true): Promise<boolean> => {
    try {
      await action();
      say(done);
      if (changes) changed();
      return true;
    } catch (error) {
      say(`Failed: ${error instanceof Error ? error.message : String(error)}`, true);
      return false;
    }
  };
  return { museum, say, act };
}
