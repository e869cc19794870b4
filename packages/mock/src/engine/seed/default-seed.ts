import { addDays, type SpecialEvent, type Ticket } from '@museum-api/core';

/**
 * Ids of the records in the default seed, fixed so that docs, demos and tests can name them
 * (`GET /special-events/${defaultSeedIds.dinosaurNight}`) whatever the `randomSeed` option.
 *
 * @example
 * ```ts
 * await fetch(`${baseUrl}/tickets/${defaultSeedIds.generalTicket}/qr`, { headers });
 * ```
 */
export const defaultSeedIds = {
  dinosaurNight: '6f1b2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e01',
  impressionistTour: '6f1b2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e02',
  stargazing: '6f1b2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e03',
  fossilDig: '6f1b2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e04',
  egyptAfterHours: '6f1b2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e05',
  textileWorkshop: '6f1b2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e06',
  sculptureJazz: '6f1b2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e07',
  mammothLecture: '6f1b2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e08',
  generalTicket: '9c2e4f60-1b3d-4e5f-9a7b-1c2d3e4f5a01',
  eventTicket: '9c2e4f60-1b3d-4e5f-9a7b-1c2d3e4f5a02',
} as const;

/**
 * The data a mock starts with unless told otherwise: eight special events whose dates are
 * counted from `today` (the mock's clock), so the default list window (today + 7 days) always
 * has five of them and a paging UI has more to find; plus one general and one event ticket.
 *
 * @example
 * ```ts
 * createMuseumMock({ seed: (today) => ({ events: defaultSeed(today).events.slice(0, 2) }) });
 * ```
 */
export function defaultSeed(
  today: string,
  now: Date = new Date(`${today}T09:00:00Z`),
): { events: SpecialEvent[]; tickets: Ticket[] } {
  const day = (offset: number) => addDays(today, offset);
  const events: SpecialEvent[] = [
    {
      eventId: defaultSeedIds.dinosaurNight,
      name: 'Night of the Dinosaurs',
      location: 'Hall B, Natural History Wing',
      eventDescription: 'A torch-lit tour among the skeletons, with a palaeontologist as your guide.',
      dates: [day(0), day(7), day(14)],
      price: 25,
    },
    {
      eventId: defaultSeedIds.impressionistTour,
      name: 'Impressionist Gardens: Guided Tour',
      location: 'East Gallery, Room 12',
      eventDescription: 'Forty-five minutes with the curator on light, colour and the gardens of Giverny.',
      dates: [day(1), day(2), day(3), day(4)],
      price: 12.5,
    },
    {
      eventId: defaultSeedIds.stargazing,
      name: 'Stargazing on the Roof',
      location: 'Roof Terrace (weather permitting)',
      eventDescription: 'Telescopes, hot chocolate and the winter sky, explained by the planetarium team.',
      dates: [day(2), day(9)],
      price: 18,
    },
    {
      eventId: defaultSeedIds.fossilDig,
      name: 'Family Fossil Dig',
      location: 'Discovery Room',
      eventDescription: 'Children from six dig for casts of real fossils and take one home. Adults free.',
      dates: [day(3), day(5), day(10), day(12)],
      price: 8,
    },
    {
      eventId: defaultSeedIds.egyptAfterHours,
      name: 'Ancient Egypt After Hours',
      location: 'Egyptian Galleries, Level 2',
      eventDescription: 'The galleries by lamplight, with music, storytelling and a cash bar.',
      dates: [day(6)],
      price: 30,
    },
    {
      eventId: defaultSeedIds.textileWorkshop,
      name: 'Textile Conservation Workshop',
      location: 'Conservation Studio',
      eventDescription:
        'Hands-on session with our conservators on caring for historic fabrics. Max 12 people.',
      dates: [day(11), day(18)],
      price: 45,
    },
    {
      eventId: defaultSeedIds.sculptureJazz,
      name: 'Jazz in the Sculpture Court',
      location: 'Sculpture Court',
      eventDescription: 'A quartet plays among the bronzes on summer evenings.',
      dates: [day(-3), day(21), day(28)],
      price: 20,
    },
    {
      eventId: defaultSeedIds.mammothLecture,
      name: 'Lecture: The Age of Mammoths',
      location: 'Auditorium',
      eventDescription: 'What the permafrost tells us about life in the last Ice Age.',
      dates: [day(35)],
      price: 0,
    },
  ];
  const purchasedAt = now.toISOString();
  const tickets: Ticket[] = [
    {
      message: 'Museum general entry ticket purchased',
      ticketId: defaultSeedIds.generalTicket,
      ticketType: 'general',
      ticketDate: day(1),
      confirmationCode: 'MUS-7K3Q-9XZ2',
      email: 'ada@example.com',
      purchasedAt,
    },
    {
      message: 'Museum special event ticket purchased',
      eventName: 'Night of the Dinosaurs',
      ticketId: defaultSeedIds.eventTicket,
      ticketType: 'event',
      ticketDate: day(7),
      confirmationCode: 'MUS-D1N0-N1GT',
      eventId: defaultSeedIds.dinosaurNight,
      email: 'grace@example.com',
      phone: '+1 555 010 2030',
      purchasedAt,
    },
  ];
  return { events, tickets };
}
