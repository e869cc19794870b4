import type { MuseumControls } from '@museum-api/mock';

/** What every section of the panel shares: the controls, the outcome line, and `act`. */
export interface PanelContext {
  museum: MuseumControls;
  /** Shows a line of outcome; `error` marks a failure. */
  say(text: string, error?: boolean): void;
  /** Runs a control and shows its outcome (a refusal too, never thrown); `changes` calls `changed`. */
  act(done: string, action: () => Promise<unknown>, changes?: boolean): Promise<boolean>;
}

/** Makes the sections' shared context over one message line. */
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
