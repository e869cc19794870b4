import { useState } from 'react';
import { CuratorView } from './curator-view.tsx';
import { EventDetail } from './event-detail.tsx';
import { EventsList } from './events-list.tsx';
import { MuseumHours } from './museum-hours.tsx';

/** Which screen is showing; state, not URLs, to keep the example about queries. */
type View = { kind: 'events' } | { kind: 'event'; eventId: string } | { kind: 'curator' };

/**
 * The app's frame: a header with the two desks (visitors, curators) and the current screen.
 *
 * @example
 * ```tsx
 * createRoot(root).render(<App />);
 * ```
 */
export function App() {
  const [view, setView] = useState<View>({ kind: 'events' });
  const tab = view.kind === 'curator' ? 'curator' : 'events';
  return (
    <>
      <header>
        <h1>City Museum</h1>
        <nav aria-label="Sections">
          <button type="button" aria-pressed={tab === 'events'} onClick={() => setView({ kind: 'events' })}>
            Events
          </button>
          <button type="button" aria-pressed={tab === 'curator'} onClick={() => setView({ kind: 'curator' })}>
            Curator
          </button>
        </nav>
      </header>
      <main>
        {view.kind === 'events' && (
          <>
            <MuseumHours />
            <EventsList onOpen={(eventId) => setView({ kind: 'event', eventId })} />
          </>
        )}
        {view.kind === 'event' && (
          <EventDetail eventId={view.eventId} onBack={() => setView({ kind: 'events' })} />
        )}
        {view.kind === 'curator' && <CuratorView />}
      </main>
    </>
  );
}
