// What the receiver's two test files share: the subscriber's secret and one special event as a
// curator creates it (no id: the mock gives one; the signed-delivery tests add their own).

/** The secret both the senders in the tests and the receiver hold. */
export const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** A special event as created, before the museum gives it an id. */
export const newEvent = {
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'A torch-lit tour of the fossil hall.',
  dates: ['2026-12-03', '2026-12-05'],
  price: 25,
};
